import { DataTable } from '@/components/admin/DataTable';
import type { ImportReport } from '@/lib/api-client/admin-catalog-csv';

type CsvError = ImportReport['errors'][number];

/**
 * Every bad cell of a checked file, as a spreadsheet would find it: row (the header is row 1), column, why.
 * With `limit`, only the first that many and a line saying how many more (a 19,000-row file can have as many).
 */
export function ImportErrors({ errors, limit }: { errors: CsvError[]; limit?: number }) {
  const shown = limit === undefined ? errors : errors.slice(0, limit);
  const more = errors.length - shown.length;
  return (
    <>
      <DataTable
        look="plain"
        label="Errors in the file"
        rows={shown}
        rowKey={(e) => `${e.row}:${e.column}:${e.message}`}
        columns={[
          { header: 'Row', cell: (e) => e.row, align: 'right' },
          { header: 'Column', cell: (e) => e.column || '—' },
          { header: 'Problem', cell: (e) => e.message },
        ]}
      />
      {more > 0 && <p className="text-sm text-muted">+{more.toLocaleString('en-IN')} more errors</p>}
    </>
  );
}
