/**
 * What every PDF we draw with pdf-lib shares: the standard Helvetica fonts (no font files to ship),
 * text made safe for their WinAnsi character set, and amounts written "Rs." because Helvetica has
 * no ₹ glyph. Text outside the character set is replaced rather than failing the whole document.
 */
import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { paiseToRupees } from '../money';
import { getShopSettings } from '../settings/settings';

// One formatter for every amount: building an Intl formatter per call dominated the render time.
const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const rs = (paise: number) => `Rs. ${amount.format(paiseToRupees(paise))}`;
// WinAnsi only (Latin-1 plus its dashes, quotes and bullets): anything else (Devanagari, ₹, emoji) becomes "?".
export const safe = (s: string) =>
  s.replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022\u2026]/g, '?');

export type Fonts = { font: PDFFont; bold: PDFFont };

/**
 * A new document titled for the viewer's tab, with the two fonts every page uses. The creator is
 * the shop's name: the one a tax document was issued under, else the stored settings' name now.
 */
export async function startPdf(title: string, creator?: string): Promise<{ pdf: PDFDocument } & Fonts> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setCreator(creator ?? (await getShopSettings()).shop.name);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  return { pdf, font, bold };
}

/** Draws `s` so that it ends at `xRight` (an amount, a number in a right-hand column). */
export function drawRight(page: PDFPage, s: string, xRight: number, y: number, size: number, font: PDFFont): void {
  const v = safe(s);
  page.drawText(v, { x: xRight - font.widthOfTextAtSize(v, size), y, size, font });
}

/** Lines drawn down a column from `top` at `x`, each `lead(size)` below the one before; `bottom()` is the y under them. */
export function textColumn(page: PDFPage, x: number, top: number, lead: (size: number) => number) {
  let y = top;
  return {
    line(s: string, font: PDFFont, size: number) {
      page.drawText(safe(s), { x, y, size, font });
      y -= lead(size);
    },
    bottom: () => y,
  };
}

/** Words laid into lines no wider than `width`; a word longer than a line is cut, never overflows. */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of safe(text).split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width) line = next;
    else {
      if (line) lines.push(line);
      let rest = word;
      while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
        let n = rest.length - 1;
        while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n--;
        lines.push(rest.slice(0, n));
        rest = rest.slice(n);
      }
      line = rest;
    }
  }
  if (line) lines.push(line);
  return lines;
}
