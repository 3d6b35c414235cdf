/** Slugs are short, lowercase, hyphenated; anything else cannot name a record (pages answer 404). */
export function isSlug(value: string | undefined): value is string {
  return typeof value === 'string' && value.length <= 200 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}
