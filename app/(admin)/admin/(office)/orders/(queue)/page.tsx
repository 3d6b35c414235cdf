import type { Metadata } from 'next';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { readListQuery, type ListScreenProps } from '@/components/admin/list-query';
import { OrderQueue } from '@/components/admin/orders/OrderQueue';
import { StatusTabs } from '@/components/admin/orders/StatusTabs';
import { SearchForm } from '@/components/admin/SearchForm';
import { requireStaffPage } from '@/lib/auth/staff-page';
import { adminOrderQuery, listAdminSubOrders } from '@/lib/commerce/admin-orders';

export const metadata: Metadata = { title: 'Orders' };

export default async function OrdersPage({ searchParams }: ListScreenProps) {
  const user = await requireStaffPage('/admin/orders');
  const { values, query } = await readListQuery(searchParams, adminOrderQuery, ['status', 'q']);
  const page = await listAdminSubOrders(user, query);
  return (
    <AdminListPage
      title="Orders"
      description="Sub-orders, one per seller in each order; newest first."
      pager={{ list: page, basePath: '/admin/orders', params: values }}
    >
      <StatusTabs current={values.status} q={values.q} />
      {/* The search keeps the status tab. */}
      <SearchForm
        label="Search orders"
        placeholder="Order number, customer or phone"
        action="/admin/orders"
        q={values.q}
        keep={{ status: values.status }}
      />
      <OrderQueue rows={page.items} showSeller={user.role === 'ADMIN'} />
    </AdminListPage>
  );
}
