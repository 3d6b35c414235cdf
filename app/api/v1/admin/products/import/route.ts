import { importCatalogCsv } from '@/lib/catalog/csv/import';
import { importQuery, readCsvUpload } from '@/lib/catalog/csv/upload';
import { reply, route } from '@/lib/http/route';

/**
 * Multipart `file` → `{rows, created, updated, errors, applied}`. `?dryRun=1` only checks; without it
 * the file is applied all or nothing, and a file with errors is refused (422) with the same report.
 */
export const POST = route({ access: 'staff', query: importQuery }, async ({ user, request, query }) => {
  const report = await importCatalogCsv(user, await readCsvUpload(request), query);
  if (query.dryRun) return reply(report, report.errors.length ? 'The file has errors' : 'The file is ready to import');
  if (report.errors.length) return reply(report, 'The file has errors: nothing was imported', 422);
  return reply(report, 'Catalogue imported');
});
