import type { ImportReport } from '@/lib/catalog/csv/import';
import { uploadCsv } from './fetch';

/** The catalogue's CSV download: a plain link (the browser sends the session cookie with it). */
export const CATALOG_CSV_EXPORT_URL = '/api/v1/admin/products/export.csv';
const IMPORT = '/api/v1/admin/products/import';

const send = (file: File, dryRun: boolean) => uploadCsv<ImportReport>(IMPORT, file, dryRun);

/** The catalogue CSV import (docs/catalog-csv.md): check a file first, then apply it all or nothing. */
export const catalogCsvApi = {
  /** every row checked, nothing written: the counts and every error by row and column */
  check: (file: File) => send(file, true),
  /** written in one transaction; a file with errors is refused (422) and nothing changes */
  apply: (file: File) => send(file, false),
};

export type { ImportReport };
