/** "1 product", "3 products": a count with its noun in the right number. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}

/** Ends a sentence after a name that may already end with a full stop ("… Pvt. Ltd." never gets a second one). */
export const withFullStop = (text: string): string => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
