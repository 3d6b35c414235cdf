/**
 * Code 128 as a PNG, drawn by bwip-js in this process (no network, no font files), placed on the
 * page by pdf-lib. The quiet zone is part of the image, so a scanner finds the edges on any label.
 */
import bwipjs from 'bwip-js/node';
import type { PDFDocument, PDFPage } from 'pdf-lib';

/** Draws `text` as a Code 128 barcode at most `maxWidth` wide with its bottom-left at (x, y); answers the width used. */
export async function drawCode128(
  pdf: PDFDocument,
  page: PDFPage,
  text: string,
  at: { x: number; y: number; maxWidth: number; height: number },
): Promise<number> {
  // Code 128 encodes ASCII only; anything else keeps just its printed text next to where the bars would be.
  if (!/^[\x20-\x7E]+$/.test(text)) return 0;
  const png = await bwipjs.toBuffer({
    bcid: 'code128',
    text,
    scale: 3,
    height: 10,
    includetext: false,
    paddingwidth: 10,
  });
  const image = await pdf.embedPng(png);
  // 3 px a module drawn at 0.75 pt (≈ 0.26 mm, above a courier scanner's minimum); narrower only when it must fit.
  const width = Math.min(at.maxWidth, image.width * 0.25);
  page.drawImage(image, { x: at.x, y: at.y, width, height: at.height });
  return width;
}
