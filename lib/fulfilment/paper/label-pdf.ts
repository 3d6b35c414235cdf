/**
 * The 4×6-inch shipping label (288 × 432 pt), one page per sub-order: how to collect, ship-to with
 * its PIN large, the waybill's and the sub-order's barcodes, weight, and where to send it back.
 */
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { phoneLine } from '../../commerce/ship-to';
import { formatIstShortDate } from '../../format/ist-times';
import { rs, safe, startPdf, wrap } from '../../pdf/text';
import { drawCode128 } from './barcode';
import type { Paper } from './load';
import { weightText } from './rules';

const W = 288;
const H = 432;
const M = 12;
const INNER = W - 2 * M;

export async function labelsPdf(papers: readonly Paper[]): Promise<Uint8Array> {
  const title =
    papers.length === 1 ? `Shipping label ${papers[0].subOrderNumber}` : `Shipping labels (${papers.length})`;
  const { pdf, font, bold } = await startPdf(title);
  for (const paper of papers) {
    const page = pdf.addPage([W, H]);
    let y = H - M;
    const line = (s: string, size: number, f: PDFFont = font, gap = 2) => {
      y -= size;
      page.drawText(safe(s), { x: M, y, size, font: f });
      y -= gap;
    };
    // Two lines at most for any one field, so the longest address still leaves the barcodes and return address on the page.
    const lines = (s: string, size: number, f: PDFFont = font) =>
      wrap(s, f, size, INNER)
        .slice(0, 2)
        .forEach((l) => line(l, size, f));
    const rule = () => {
      y -= 4;
      page.drawLine({ start: { x: M, y }, end: { x: W - M, y }, thickness: 0.75 });
      y -= 6;
    };

    y = paymentBand(page, paper, y, font, bold);
    line('SHIP TO', 7, bold, 3);
    lines(paper.to.name, 12, bold);
    paper.to.lines.forEach((l) => lines(l, 9));
    const place = [paper.to.city, paper.to.state].filter(Boolean).join(', ');
    if (place) lines(place, 9);
    if (paper.to.pincode) line(`PIN ${paper.to.pincode}`, 18, bold, 3);
    if (paper.to.phones.length) line(`Phone ${phoneLine(paper.to)}`, 9);
    rule();

    if (paper.shipment) {
      line(`${paper.shipment.logisticProvider}  Waybill ${paper.shipment.waybillNumber}`, 9, bold, 3);
      y -= 52;
      await drawCode128(pdf, page, paper.shipment.waybillNumber, { x: M, y, maxWidth: INNER, height: 52 });
      y -= 2;
    } else {
      line('Waybill: assign when shipping', 10, bold);
    }
    rule();

    line(`Sub-order ${paper.subOrderNumber}`, 9, bold, 3);
    y -= 36;
    await drawCode128(pdf, page, paper.subOrderNumber, { x: M, y, maxWidth: INNER, height: 36 });
    y -= 2;
    const pieces = paper.items.reduce((n, i) => n + i.quantity, 0);
    line(`Order ${paper.orderNumber} · ${formatIstShortDate(paper.placedAt)}`, 8);
    line(`Weight: ${weightText(paper.weightGrams)} · ${pieces} ${pieces === 1 ? 'piece' : 'pieces'}`, 9, bold);
    rule();

    line('If undelivered, return to:', 7, bold);
    line(paper.from.name, 8, bold);
    paper.from.lines.forEach((l) => lines(l, 7.5));
    if (paper.from.phone) line(`Phone ${paper.from.phone}`, 7.5);
  }
  return pdf.save({ useObjectStreams: false });
}

/** White on black across the top, the first thing the courier reads: collect cash, or not. */
function paymentBand(page: PDFPage, paper: Paper, top: number, font: PDFFont, bold: PDFFont): number {
  const height = 34;
  page.drawRectangle({ x: M, y: top - height, width: INNER, height, color: rgb(0, 0, 0) });
  const white = rgb(1, 1, 1);
  const [big, small] =
    paper.payment.kind === 'COD'
      ? [`Collect ${rs(paper.payment.collectPaise)}`, 'CASH ON DELIVERY']
      : ['Prepaid', 'PAID ONLINE - DO NOT COLLECT CASH'];
  page.drawText(safe(big), { x: M + 8, y: top - 20, size: 16, font: bold, color: white });
  page.drawText(small, { x: M + 8, y: top - 30, size: 7, font, color: white });
  return top - height - 8;
}
