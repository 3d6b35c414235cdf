/**
 * The packing slip (A4) that goes in the parcel and guides the packer: what to pack — each item,
 * its pack and quantity — where it goes, where it came from, and how it is paid.
 */
import type { PDFFont, PDFPage } from 'pdf-lib';
import { cityLine, phoneLine, type ShipTo } from '../../commerce/ship-to';
import { formatIstShortDate } from '../../format/ist-times';
import { drawRight, rs, safe, startPdf, textColumn, wrap } from '../../pdf/text';
import { drawCode128 } from './barcode';
import type { Paper, ReturnAddress } from './load';
import { weightText } from './rules';

const A4: [number, number] = [595.28, 841.89];
const L = 40;
const R = 555;
const COLS = { n: L, name: L + 24, pack: 400, qty: R };

export async function packingSlipPdf(paper: Paper): Promise<Uint8Array> {
  const { pdf, font, bold } = await startPdf(`Packing slip ${paper.subOrderNumber}`);
  let page = pdf.addPage(A4);
  let y = 800;
  const text = (s: string, x: number, size = 10, f: PDFFont = font) => page.drawText(safe(s), { x, y, size, font: f });
  const right = (s: string, xRight: number, size = 10, f: PDFFont = font) => drawRight(page, s, xRight, y, size, f);

  text('Packing slip', L, 18, bold);
  right(`Sub-order ${paper.subOrderNumber}`, R, 11, bold);
  y -= 16;
  text(`Order ${paper.orderNumber} · placed ${formatIstShortDate(paper.placedAt)}`, L, 9);
  await drawCode128(pdf, page, paper.subOrderNumber, { x: R - 160, y: y - 34, maxWidth: 160, height: 30 });
  y -= 56;
  const top = y;
  const left = block(page, 'SHIP TO', paper.to.name, shipToLines(paper.to), L, top, font, bold);
  const rightEnd = block(page, 'FROM', paper.from.name, fromLines(paper.from), 320, top, font, bold);
  y = Math.min(left, rightEnd) - 14;

  const header = () => {
    page.drawLine({ start: { x: L, y: y + 12 }, end: { x: R, y: y + 12 }, thickness: 0.5 });
    text('#', COLS.n, 9, bold);
    text('Item', COLS.name, 9, bold);
    text('Pack', COLS.pack, 9, bold);
    right('Qty', COLS.qty, 9, bold);
    y -= 16;
  };
  header();
  for (const [i, item] of paper.items.entries()) {
    const nameLines = wrap(item.name, font, 10, COLS.pack - COLS.name - 10);
    if (y - nameLines.length * 13 < 70) {
      page = pdf.addPage(A4);
      y = 800;
      header();
    }
    text(String(i + 1), COLS.n);
    text(item.pack ?? 'Standard', COLS.pack);
    right(String(item.quantity), COLS.qty, 10, bold);
    for (const l of nameLines) {
      text(l, COLS.name);
      y -= 13;
    }
    y -= 3;
  }
  page.drawLine({ start: { x: L, y: y + 10 }, end: { x: R, y: y + 10 }, thickness: 0.5 });
  const pieces = paper.items.reduce((n, i) => n + i.quantity, 0);
  text(`${paper.items.length} ${paper.items.length === 1 ? 'item' : 'items'}`, COLS.name, 10, bold);
  right(`${pieces} ${pieces === 1 ? 'piece' : 'pieces'}`, COLS.qty, 10, bold);
  y -= 22;
  text(`Weight: ${weightText(paper.weightGrams)}`, L);
  y -= 14;
  text(
    paper.payment.kind === 'COD'
      ? `Cash on delivery: collect ${rs(paper.payment.collectPaise)}`
      : 'Prepaid: nothing to collect',
    L,
    10,
    bold,
  );
  y -= 14;
  text(
    paper.shipment
      ? `${paper.shipment.logisticProvider} waybill ${paper.shipment.waybillNumber}`
      : 'Waybill: assign when shipping',
    L,
  );
  return pdf.save({ useObjectStreams: false });
}

const shipToLines = (to: ShipTo) =>
  [...to.lines, cityLine(to), to.phones.length ? `Phone ${phoneLine(to)}` : ''].filter(Boolean);
const fromLines = (from: ReturnAddress) => [...from.lines, from.phone ? `Phone ${from.phone}` : ''].filter(Boolean);

/** A labelled address block 230 pt wide; answers the y below it. */
function block(
  page: PDFPage,
  label: string,
  name: string,
  lines: string[],
  x: number,
  top: number,
  font: PDFFont,
  bold: PDFFont,
): number {
  const column = textColumn(page, x, top, (size) => size + 3);
  column.line(label, bold, 8);
  wrap(name, bold, 11, 230).forEach((l) => column.line(l, bold, 11));
  for (const l of lines) wrap(l, font, 10, 230).forEach((w) => column.line(w, font, 10));
  return column.bottom();
}
