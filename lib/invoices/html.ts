/**
 * The printable tax invoice / credit note: one self-contained HTML page (inline CSS, no scripts),
 * with every field Rule 46 of the CGST Rules asks for. Amounts in ₹ with paise.
 */
import { escapeHtml as e } from '../mail/layout';
import { paiseToRupees } from '../money';
import type { InvoiceDocument, Party } from './document';
import type { TaxLine } from './tax';

const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const inr = (paise: number) => `₹${amount.format(paiseToRupees(paise))}`;
const pct = (bp: number) => `${(bp / 100).toFixed(bp % 100 ? 2 : 0)}%`;
const longDate = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
export const dateIn = (iso: string) => longDate.format(new Date(iso));

const party = (label: string, p: Party) => `
  <section><h2>${label}</h2><p><strong>${e(p.name)}</strong><br>${e(p.address)}<br>State: ${e(p.state)}${p.stateCode ? ` (code ${p.stateCode})` : ''}${
    p.gstin ? `<br>GSTIN: ${e(p.gstin)}` : '<br>Unregistered'
  }</p></section>`;

/** Under a discounted line: its value and the offer discount taken off it before tax. */
const discountNote = (l: TaxLine) =>
  l.discountPaise
    ? `<br><small>Value ${inr(l.totalPaise + l.discountPaise)} less offer discount ${inr(l.discountPaise)}</small>`
    : '';

export function invoiceHtml(doc: InvoiceDocument): string {
  const intra = doc.intraState;
  const head = intra ? '<th>CGST</th><th>SGST</th>' : '<th>IGST</th>';
  const rows = doc.lines
    .map(
      (l, i) =>
        `<tr><td>${i + 1}</td><td>${e(l.description)}${discountNote(l)}</td><td>${e(l.hsn ?? '-')}</td><td class="n">${l.quantity}</td><td class="n">${inr(l.taxablePaise)}</td><td class="n">${pct(l.rateBp)}</td>${
          intra
            ? `<td class="n">${inr(l.cgstPaise)}</td><td class="n">${inr(l.sgstPaise)}</td>`
            : `<td class="n">${inr(l.igstPaise)}</td>`
        }<td class="n">${inr(l.totalPaise)}</td></tr>`,
    )
    .join('');
  const t = doc.totals;
  const taxCells = intra
    ? `<td class="n">${inr(t.cgstPaise)}</td><td class="n">${inr(t.sgstPaise)}</td>`
    : `<td class="n">${inr(t.igstPaise)}</td>`;
  return `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${e(doc.title)} ${e(doc.number)}</title>
<style>
body{font:14px/1.45 system-ui,sans-serif;color:#1d2b1f;max-width:860px;margin:24px auto;padding:0 16px}
h1{font-size:22px;margin:0}h2{font-size:13px;text-transform:uppercase;color:#555;margin:0 0 4px}
header,.parties{display:flex;justify-content:space-between;gap:24px;flex-wrap:wrap;margin-bottom:16px}
table{width:100%;border-collapse:collapse;margin:12px 0}th,td{border:1px solid #ccc;padding:6px;text-align:left;vertical-align:top}
th{background:#f3f1ea;font-size:12px}.n{text-align:right;white-space:nowrap}tfoot td{font-weight:600}
.print{margin:16px 0}@media print{.print{display:none}body{margin:0}}
.scroll{overflow-x:auto}
@media (max-width:600px){body{font-size:13px;margin:12px auto}.parties>section{flex:1 1 100%}th,td{padding:4px;font-size:12px}}
</style></head><body>
<header><div><h1>${e(doc.title)}</h1><p>No. <strong>${e(doc.number)}</strong><br>Date: ${dateIn(doc.date)}<br>Order ${e(doc.orderNumber)} · ${e(doc.subOrderNumber)}${
    doc.against ? `<br>Against invoice <strong>${e(doc.against.number)}</strong> dated ${dateIn(doc.against.date)}` : ''
  }</p></div><div><p>Place of supply: <strong>${e(doc.placeOfSupply.state)}${doc.placeOfSupply.stateCode ? ` (${doc.placeOfSupply.stateCode})` : ''}</strong><br>Tax is payable on reverse charge: No${doc.soldThrough ? `<br>Sold through ${e(doc.soldThrough)}` : ''}</p></div></header>
<div class="parties">${party('Supplier', doc.supplier)}${party(doc.kind === 'INVOICE' ? 'Recipient (bill to / ship to)' : 'Recipient', doc.recipient)}</div>
${doc.reason ? `<p>Reason: ${e(doc.reason)}</p>` : ''}
<div class="scroll"><table><thead><tr><th>#</th><th>Description</th><th>HSN/SAC</th><th>Qty</th><th>Taxable value</th><th>Rate</th>${head}<th>Total</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="4">Total</td><td class="n">${inr(t.taxablePaise)}</td><td></td>${taxCells}<td class="n">${inr(t.totalPaise)}</td></tr></tfoot></table></div>
<p>Prices include GST.${t.discountPaise ? ` Offer discounts of ${inr(t.discountPaise)} are taken before tax.` : ''} ${e(doc.signatory)}.</p>
<p class="print"><a href="?format=pdf">Download PDF</a> · <a href="?format=json">JSON</a></p>
</body></html>`;
}
