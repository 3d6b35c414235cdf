import { DataTable } from '@/components/admin/DataTable';
import type { ImportReport } from '@/lib/api-client/admin-catalog-csv';

type CsvError = ImportReport['errors'][number];

/** Every bad cell of a checked file, as a spreadsheet would find it: row (the header is row 1), column, why. */
export function ImportErrors({ errors }: { errors: CsvError[] }) {
  return (
    <DataTable
      look="plain"
      label="Errors in the file"
      rows={errors}
      rowKey={(e) => `${e.row}:${e.column}:${e.message}`}
      columns={[
        { header: 'Row', cell: (e) => e.row, align: 'right' },
        { header: 'Column', cell: (e) => e.column || '—' },
        { header: 'Problem', cell: (e) => e.message },
      ]}
    />
  );
}
