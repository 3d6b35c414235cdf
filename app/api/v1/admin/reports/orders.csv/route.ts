import { route } from '@/lib/http/route';
import { csvDownload } from '@/lib/reports/csv';
import { ordersCsv } from '@/lib/reports/orders-csv';
import { ordersReportQuery } from '@/lib/reports/period';

/** One row per order line of the sub-orders placed from `from` to `to` (India dates), as a CSV file. */
export const GET = route({ access: 'staff', query: ordersReportQuery }, async ({ user, query }) => {
  const { filename, csv } = await ordersCsv(user, query);
  return csvDownload(filename, csv);
});
