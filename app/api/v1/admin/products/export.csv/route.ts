import { exportCatalogCsv, exportFileName } from '@/lib/catalog/csv/export';
import { route } from '@/lib/http/route';

/** The caller's catalogue as CSV, one row per pack (docs/catalog-csv.md). */
export const GET = route(
  { access: 'staff' },
  async ({ user }) =>
    new Response(await exportCatalogCsv(user), {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${exportFileName()}"`,
      },
    }),
);
