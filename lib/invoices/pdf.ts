/**
 * The same document as a PDF, drawn with pdf-lib on the server (no browser); fonts, "Rs." amounts
 * and safe text come from lib/pdf/text.ts, shared with the packing slip and shipping label.
 */
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawRight, rs, safe, startPdf, textColumn, wrap } from '../pdf/text';
import type { InvoiceDocument, Party } from './document';
import { dateIn } from './html';

const pct = (bp: number) => `${(bp / 100).toFixed(bp % 100 ? 2 : 0)}%`;

export async function invoicePdf(doc: InvoiceDocument): Promise<Uint8Array> {
  const { pdf, font, bold } = await startPdf(`${doc.title} ${doc.number}`, doc.soldThrough);
  const page = pdf.addPage([595.28, 841.89]); // A4
  let y = 800;
  const text = (s: string, x: number, size = 9, f: PDFFont = font) =>
    page.drawText(safe(s), { x, y, size, font: f, color: rgb(0.1, 0.15, 0.1) });
  const right = (s: string, xRight: number, size = 9, f: PDFFont = font) => drawRight(page, s, xRight, y, size, f);

  text(doc.title, 40, 18, bold);
  right(`No. ${doc.number}`, 555, 11, bold);
  y -= 16;
  right(`Date: ${dateIn(doc.date)}`, 555);
  text(`Order ${doc.orderNumber} / ${doc.subOrderNumber}`, 40);
  y -= 12;
  if (doc.against) {
    text(`Against invoice ${doc.against.number} dated ${dateIn(doc.against.date)}`, 40, 9, bold);
    y -= 12;
  }
  text(
    `Place of supply: ${doc.placeOfSupply.state}${doc.placeOfSupply.stateCode ? ` (${doc.placeOfSupply.stateCode})` : ''} - reverse charge: No`,
    40,
  );
  y -= 22;
  const top = y;
  drawParty(page, 'SUPPLIER', doc.supplier, 40, top, font, bold);
  y = drawParty(page, 'RECIPIENT', doc.recipient, 310, top, font, bold);
  y -= 16;

  const intra = doc.intraState;
  const cols = intra ? [40, 60, 220, 270, 295, 365, 400, 455, 555] : [40, 60, 250, 300, 330, 410, 450, 555];
  const heads = intra
    ? ['#', 'Description', 'HSN', 'Qty', 'Taxable', 'Rate', 'CGST', 'SGST', 'Total']
    : ['#', 'Description', 'HSN', 'Qty', 'Taxable', 'Rate', 'IGST', 'Total'];
  page.drawRectangle({ x: 38, y: y - 4, width: 519, height: 16, color: rgb(0.95, 0.94, 0.91) });
  heads.forEach((h, i) =>
    i < 2 ? text(h, cols[i], 8, bold) : right(h, i === heads.length - 1 ? 555 : cols[i + 1] - 6, 8, bold),
  );
  y -= 18;
  const cellsOf = (cells: string[]) =>
    cells.forEach((c, i) =>
      i < 2 ? text(c, cols[i], 8) : right(c, i === cells.length - 1 ? 555 : cols[i + 1] - 6, 8),
    );
  doc.lines.forEach((l, i) => {
    const tax = intra ? [rs(l.cgstPaise), rs(l.sgstPaise)] : [rs(l.igstPaise)];
    // A long product name wraps in its column, between words, instead of being cut off.
    const [first, ...more] = wrap(l.description, font, 8, cols[2] - cols[1] - 6);
    cellsOf([
      String(i + 1),
      first ?? '',
      l.hsn ?? '-',
      String(l.quantity),
      rs(l.taxablePaise),
      pct(l.rateBp),
      ...tax,
      rs(l.totalPaise),
    ]);
    for (const extra of more) {
      y -= 10;
      text(extra, cols[1], 8);
    }
    if (l.discountPaise) {
      y -= 10;
      text(`Value ${rs(l.totalPaise + l.discountPaise)} less offer discount ${rs(l.discountPaise)}`, cols[1], 7);
    }
    y -= 14;
  });
  page.drawLine({ start: { x: 38, y: y + 10 }, end: { x: 557, y: y + 10 }, thickness: 0.5 });
  const t = doc.totals;
  const totalTax = intra ? [rs(t.cgstPaise), rs(t.sgstPaise)] : [rs(t.igstPaise)];
  cellsOf(['', 'Total', '', '', rs(t.taxablePaise), '', ...totalTax, rs(t.totalPaise)]);
  y -= 28;
  text(
    t.discountPaise
      ? `Prices include GST. Offer discounts of ${rs(t.discountPaise)} are taken before tax.`
      : 'Prices include GST.',
    40,
  );
  y -= 14;
  text(doc.signatory, 40, 9, bold);
  if (doc.reason) {
    for (const line of wrap(`Reason: ${doc.reason}`, font, 9, 515)) {
      y -= 14;
      text(line, 40);
    }
  }
  return pdf.save({ useObjectStreams: false });
}

function drawParty(
  page: PDFPage,
  label: string,
  p: Party,
  x: number,
  top: number,
  font: PDFFont,
  bold: PDFFont,
): number {
  const column = textColumn(page, x, top, () => 12);
  const line = (s: string, f = font, size = 9) => column.line(s, f, size);
  line(label, bold, 8);
  line(p.name, bold);
  // The column is 250 pt wide: the address wraps between words (it used to be cut every 48 characters).
  for (const part of wrap(p.address, font, 9, 250)) line(part);
  line(`State: ${p.state}${p.stateCode ? ` (${p.stateCode})` : ''}`);
  line(p.gstin ? `GSTIN: ${p.gstin}` : 'Unregistered');
  return column.bottom();
}
