import type { ComponentProps } from 'react';
import type { GstReport } from '@/lib/reports/gst-report';
import { moneyCells, ReportTable, rupeeText, TAX_COLUMNS } from './ReportTable';

/** The report's three tables, in the order the return is filed. */
function tablesOf(report: GstReport): ComponentProps<typeof ReportTable>[] {
  return [
    {
      title: 'B2C supplies by place of supply and rate (net of credit notes)',
      head: ['Place of supply', 'Rate', ...TAX_COLUMNS],
      numericFrom: 1,
      empty: 'No invoices or credit notes were issued this month.',
      rows: report.supplies.map((r) => ({
        key: `${r.state}|${r.rate}`,
        cells: [`${r.state}${r.stateCode ? ` (${r.stateCode})` : ''}`, `${r.rate} %`, ...moneyCells(r)],
      })),
    },
    {
      title: 'HSN-wise summary of invoices',
      head: ['HSN', 'Description', 'Rate', 'Quantity', ...TAX_COLUMNS],
      numericFrom: 2,
      empty: 'No invoices this month.',
      rows: report.hsn.map((r) => ({
        key: `${r.hsn}|${r.rate}`,
        cells: [r.hsn || '—', r.description, `${r.rate} %`, r.quantity, ...moneyCells(r)],
      })),
    },
    {
      title: 'Credit notes',
      head: ['Number', 'Date', 'Invoice', 'Place of supply', ...TAX_COLUMNS],
      numericFrom: 4,
      empty: 'No credit notes this month.',
      rows: report.creditNotes.map((r) => ({
        key: r.number,
        cells: [r.number, r.date, r.invoiceNumber, r.state, ...moneyCells(r)],
      })),
    },
  ];
}

/** The month's GST report as the seller files it: B2C supplies, HSN summary, credit notes and net totals. */
export function GstPreview({ report }: { report: GstReport }) {
  const t = report.totals;
  return (
    <div>
      <p className="text-sm text-muted">
        {report.seller.name} · GSTIN {report.seller.gstin} · {report.invoiceCount}{' '}
        {report.invoiceCount === 1 ? 'invoice' : 'invoices'}, {report.creditNotes.length}{' '}
        {report.creditNotes.length === 1 ? 'credit note' : 'credit notes'}
      </p>
      {tablesOf(report).map((table) => (
        <ReportTable key={table.title} {...table} />
      ))}
      <dl className="mt-5 grid grid-cols-2 gap-3 rounded-xl bg-leaf-50 p-4 text-sm sm:grid-cols-5">
        {[
          ['Taxable value', t.taxable],
          ['IGST', t.igst],
          ['CGST', t.cgst],
          ['SGST', t.sgst],
          ['Total', t.total],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs uppercase text-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">{rupeeText(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
