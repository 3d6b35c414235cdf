import type { PDFFont } from 'pdf-lib';

/**
 * Splits text into lines no wider than `width` points, breaking between words; a single word longer
 * than a line (a long e-mail, a GSTIN run into a name) is cut where it must be, never dropped.
 */
export function wrapWords(text: string, width: number, font: Pick<PDFFont, 'widthOfTextAtSize'>, size: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}
