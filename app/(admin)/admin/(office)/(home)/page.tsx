import type { Metadata } from 'next';
import { DashboardChart } from '@/components/admin/dashboard/DashboardChart';
import { LowStockList } from '@/components/admin/dashboard/LowStockList';
import { StatCards } from '@/components/admin/dashboard/StatCards';
import { PageHeader } from '@/components/admin/PageHeader';
import { requireStaffPage } from '@/lib/auth/staff-page';
import { getDashboard } from '@/lib/commerce/admin-dashboard';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  const user = await requireStaffPage('/admin');
  const stats = await getDashboard(user, { days: 14 });
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
        <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_20rem]">
          <DashboardChart points={stats.series.map((p) => ({ day: p.date, orders: p.orders, revenue: p.revenue }))} />
          <LowStockList items={stats.lowStock} />
        </div>
      </div>
    </>
  );
}
