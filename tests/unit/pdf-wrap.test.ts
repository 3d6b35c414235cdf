import { PDFDocument, StandardFonts } from 'pdf-lib';
import { wrap } from '@/lib/pdf/text';

test('wraps at word boundaries within the width, keeping every word', async () => {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const text = 'Plot 14, Tea Garden Industrial Estate, Near Dibrugarh Railway Station, Dibrugarh 786001';
  const lines = wrap(text, font, 9, 200);
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(200);
  expect(lines.join(' ')).toBe(text);
  // No word is split when every word fits a line.
  for (const line of lines) for (const word of line.split(' ')) expect(text.split(' ')).toContain(word);
});

test('a word longer than a line is cut, not lost', async () => {
  const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
  const long = 'x'.repeat(120);
  const lines = wrap(long, font, 9, 100);
  expect(lines.join('')).toBe(long);
  for (const line of lines) expect(font.widthOfTextAtSize(line, 9)).toBeLessThanOrEqual(100);
});
