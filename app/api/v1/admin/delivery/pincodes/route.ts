import { z } from 'zod';
import { importQuery, readCsvUpload } from '@/lib/catalog/csv/upload';
import { COURIER_CSV_LIMITS, COURIER_CSV_MESSAGES, courierCsvFileName } from '@/lib/delivery/courier/csv';
import { clearCourierList, courierListCsv, courierListSummary, replaceCourierList } from '@/lib/delivery/courier/list';
import { reply, route } from '@/lib/http/route';

const readQuery = z.object({ format: z.enum(['json', 'csv']).default('json') });

/** The list's counts, or with `?format=csv` the list itself as the CSV the upload reads. */
export const GET = route({ access: 'admin', query: readQuery }, async ({ user, query }) => {
  if (query.format === 'json') return reply(await courierListSummary(user), 'Courier’s serviceable list');
  return new Response(await courierListCsv(user), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${courierCsvFileName()}"`,
    },
  });
});

/**
 * Multipart `file` → `{rows, added, changed, removed, unchanged, errors, applied}`. `?dryRun=1` only
 * checks; without it the file replaces the list, and a file with errors is refused (422) with the same report.
 */
export const POST = route({ access: 'admin', query: importQuery }, async ({ user, request, query }) => {
  const limit = { bytes: COURIER_CSV_LIMITS.bytes, tooLarge: COURIER_CSV_MESSAGES.tooLarge };
  const report = await replaceCourierList(user, await readCsvUpload(request, limit), query);
  if (query.dryRun) return reply(report, report.errors.length ? 'The file has errors' : 'The file is ready');
  if (report.errors.length) return reply(report, 'The file has errors: the list was not changed', 422);
  return reply(report, 'Courier’s list replaced');
});

export const DELETE = route({ access: 'admin' }, async ({ user }) =>
  reply(await clearCourierList(user), 'Courier’s list cleared'),
);
