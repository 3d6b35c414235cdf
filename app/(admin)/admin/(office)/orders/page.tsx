import type { Metadata } from 'next';
import { OrderQueue } from '@/components/admin/orders/OrderQueue';
import { OrderSearch } from '@/components/admin/orders/OrderSearch';
import { StatusTabs } from '@/components/admin/orders/StatusTabs';
import { PageHeader } from '@/components/admin/PageHeader';
import { Pager } from '@/components/admin/Pager';
import { firstParam } from '@/components/admin/options';
import { requireStaffPage } from '@/lib/auth/staff-page';
import { adminOrderQuery, listAdminSubOrders } from '@/lib/commerce/admin-orders';

export const metadata: Metadata = { title: 'Orders' };

export default async function OrdersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireStaffPage('/admin/orders');
  const raw = await searchParams;
  const values = { status: firstParam(raw.status), q: firstParam(raw.q) };
  const parsed = adminOrderQuery.safeParse({ ...values, page: firstParam(raw.page) });
  const page = await listAdminSubOrders(user, parsed.success ? parsed.data : adminOrderQuery.parse({}));
  return (
    <>
      <PageHeader title="Orders" description="Sub-orders, one per seller in each order; newest first." />
      <StatusTabs current={values.status} q={values.q} />
      <OrderSearch q={values.q} status={values.status} />
      <OrderQueue rows={page.items} showSeller={user.role === 'ADMIN'} />
      <Pager page={page.page} size={page.size} total={page.total} basePath="/admin/orders" params={values} />
    </>
  );
}
