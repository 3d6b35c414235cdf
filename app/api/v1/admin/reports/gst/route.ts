import { reply, route } from '@/lib/http/route';
import { csvDownload } from '@/lib/reports/csv';
import { gstReport, gstReportCsv } from '@/lib/reports/gst-report';
import { gstReportQuery } from '@/lib/reports/period';

/** One seller's GST summary for a month: JSON for the screen's preview, CSV to file. */
export const GET = route({ access: 'staff', query: gstReportQuery }, async ({ user, query }) => {
  const report = await gstReport(user, query);
  if (query.format === 'csv')
    return csvDownload(`gst-${report.month}-seller-${report.seller.id}.csv`, gstReportCsv(report));
  return reply(report, `GST report for ${report.month}`);
});
