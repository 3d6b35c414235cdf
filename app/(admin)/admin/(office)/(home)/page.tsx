import type { Metadata } from 'next';
import { CodFigures } from '@/components/admin/dashboard/CodFigures';
import { DashboardChart } from '@/components/admin/dashboard/DashboardChart';
import { LowStockList } from '@/components/admin/dashboard/LowStockList';
import { StatCards } from '@/components/admin/dashboard/StatCards';
import { PageHeader } from '@/components/admin/PageHeader';
import { ReviewsWaiting } from '@/components/admin/reviews/ReviewsWaiting';
import { requireStaffPage } from '@/lib/auth/staff-page';
import { getDashboard } from '@/lib/commerce/admin-dashboard';
import { reviewsWaiting } from '@/lib/reviews/moderation';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  const user = await requireStaffPage('/admin');
  const days = 14;
  const [stats, waiting] = await Promise.all([getDashboard(user, { days }), reviewsWaiting(user)]);
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={
          user.role === 'ADMIN' ? 'The whole shop, in Indian time.' : 'Your products and orders, in Indian time.'
        }
      />
      <div className="space-y-5">
        <StatCards today={stats.today} month={stats.month} waitingToShip={stats.waitingToShip} />
        <ReviewsWaiting photos={waiting.photos} reported={waiting.reported} />
        <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <DashboardChart points={stats.series.map((p) => ({ day: p.date, orders: p.orders, revenue: p.revenue }))} />
          <LowStockList items={stats.lowStock} />
        </div>
        <CodFigures days={days} share={stats.codShare} rto={stats.rtoByState} />
      </div>
    </>
  );
}
