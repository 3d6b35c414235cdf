import type { Metadata } from 'next';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { staffList, type ListScreenProps } from '@/components/admin/list-query';
import { OrderQueue } from '@/components/admin/orders/OrderQueue';
import { StatusTabs } from '@/components/admin/orders/StatusTabs';
import { SearchForm } from '@/components/admin/SearchForm';
import { adminOrderQuery, listAdminSubOrders } from '@/lib/commerce/admin-orders';

export const metadata: Metadata = { title: 'Orders' };

const ORDERS = staffList('/admin/orders', adminOrderQuery, ['status', 'q'], listAdminSubOrders);

export default async function OrdersPage({ searchParams }: ListScreenProps) {
  const { user, values, page, pager } = await ORDERS.load(searchParams);
  return (
    <AdminListPage title="Orders" description="Sub-orders, one per seller in each order; newest first." pager={pager}>
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
