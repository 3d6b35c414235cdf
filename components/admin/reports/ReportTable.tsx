import type { ReactNode } from 'react';
import { groupIndian } from '@/lib/format/indian-grouping';
import { DataTable } from '../DataTable';

/** "-1234.50" (the report's rupee text) → "-₹1,234.50", without turning it into a float. */
export function rupeeText(amount: string): string {
  const negative = amount.startsWith('-');
  const [whole, fraction] = amount.replace('-', '').split('.');
  return `${negative ? '-' : ''}₹${groupIndian(whole)}.${fraction}`;
}

type Money = { taxable: string; igst: string; cgst: string; sgst: string; total: string };
export const TAX_COLUMNS = ['Taxable value', 'IGST', 'CGST', 'SGST', 'Total'];

export const moneyCells = (m: Money) => [m.taxable, m.igst, m.cgst, m.sgst, m.total].map(rupeeText);

/** One table of the GST preview: text columns on the left, amounts right-aligned; `empty` when it has no rows. */
export function ReportTable({
  title,
  head,
  rows,
  numericFrom,
  empty,
}: {
  title: string;
  head: string[];
  rows: { key: string; cells: ReactNode[] }[];
  /** the index of the first right-aligned (numeric) column */
  numericFrom: number;
  empty: string;
}) {
  return (
    <section className="mt-5">
      <h3 className="mb-2 text-sm font-semibold text-leaf-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <DataTable
          look="plain"
          label={title}
          rows={rows}
          rowKey={(r) => r.key}
          columns={head.map((h, i) => ({
            header: h,
            align: i >= numericFrom ? 'right' : undefined,
            cell: (r: (typeof rows)[number]) => r.cells[i],
          }))}
        />
      )}
    </section>
  );
}
