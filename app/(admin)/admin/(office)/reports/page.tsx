import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/PageHeader';
import { firstParam } from '@/components/admin/options';
import { CartRemindersPanel } from '@/components/admin/reports/CartRemindersPanel';
import { GstDownloadButton } from '@/components/admin/reports/GstDownloadButton';
import { GstMonthForm } from '@/components/admin/reports/GstMonthForm';
import { GstPreview } from '@/components/admin/reports/GstPreview';
import { OrdersCsvForm } from '@/components/admin/reports/OrdersCsvForm';
import { requireStaffPage } from '@/lib/auth/staff-page';
import { isAppError } from '@/lib/errors';
import { cartRemindersReport } from '@/lib/reports/cart-reminders';
import { gstReport, type GstReport } from '@/lib/reports/gst-report';
import { gstReportQuery, istMonth, ordersReportQuery } from '@/lib/reports/period';
import { listReportSellers } from '@/lib/reports/seller';

export const metadata: Metadata = { title: 'Reports' };

type Raw = Record<string, string | string[] | undefined>;

export default async function ReportsPage({ searchParams }: { searchParams: Promise<Raw> }) {
  const user = await requireStaffPage('/admin/reports');
  const raw = await searchParams;
  const sellers = user.role === 'ADMIN' ? await listReportSellers() : null;
  // Shop-wide marketing: the admin's, not a seller's.
  const reminders = user.role === 'ADMIN' ? await cartRemindersReport(30) : null;
  // A member's report is always its own seller's, whatever the address says.
  const parsed = gstReportQuery.safeParse({
    month: firstParam(raw.month) || istMonth(new Date()),
    sellerId: sellers ? firstParam(raw.sellerId) : undefined,
  });
  const input = parsed.success ? parsed.data : { month: istMonth(new Date()), sellerId: undefined };
  let report: GstReport | null = null;
  let problem = parsed.success ? null : parsed.error.issues[0].message;
  if (!problem && (!sellers || input.sellerId)) {
    try {
      report = await gstReport(user, input);
    } catch (error) {
      if (!isAppError(error)) throw error;
      problem = error.message;
    }
  }
  return (
    <>
      <PageHeader title="Reports" description="Files for your books and your GST return. Dates are India's." />
      <div className="space-y-5">
        <OrdersCsvForm defaults={ordersReportQuery.parse({})} sellers={sellers} />
        {reminders && <CartRemindersPanel report={reminders} />}
        <section className="rounded-2xl bg-white p-5 shadow-card" aria-labelledby="gst-title">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div>
              <h2 id="gst-title" className="font-serif text-lg text-leaf-900">
                GST report
              </h2>
              <p className="mt-1 text-sm text-muted">
                The month&apos;s invoices and credit notes, summarised for GSTR-1.
              </p>
            </div>
            {report && <GstDownloadButton month={report.month} sellerId={report.seller.id} />}
          </div>
          <GstMonthForm month={input.month} sellerId={input.sellerId} sellers={sellers} />
          <div className="mt-5 border-t border-line pt-4">
            {problem && (
              <p role="alert" className="text-sm text-spice-600">
                {problem}
              </p>
            )}
            {!problem && !report && (
              <p className="text-sm text-muted">Choose a seller and a month, then Show report.</p>
            )}
            {report && <GstPreview report={report} />}
          </div>
        </section>
      </div>
    </>
  );
}
