import type { Metadata } from 'next';
import Link from 'next/link';
import { FulfilmentPanel } from '@/components/admin/orders/FulfilmentPanel';
import { ShippingPapers } from '@/components/admin/orders/ShippingPapers';
import { SubOrderDetail } from '@/components/admin/orders/SubOrderDetail';
import { PageHeader } from '@/components/admin/PageHeader';
import { orNotFound } from '@/components/admin/not-found';
import { requireStaffPage } from '@/lib/auth/staff-page';
import { getAdminSubOrder } from '@/lib/commerce/admin-orders';
import { refundablePaiseOf } from '@/lib/fulfilment/refundable';

export const metadata: Metadata = { title: 'Sub-order' };

export default async function SubOrderPage({ params }: { params: Promise<{ subOrderNumber: string }> }) {
  const { subOrderNumber } = await params;
  const user = await requireStaffPage(`/admin/orders/${encodeURIComponent(subOrderNumber)}`);
  const order = await orNotFound(getAdminSubOrder(user, subOrderNumber));
  // Read only once the caller's scope reached the sub-order.
  const refundablePaise = await refundablePaiseOf(order.subOrderNumber);
  return (
    <>
      <PageHeader
        title={`Sub-order ${order.subOrderNumber}`}
        description={`Order ${order.orderNumber} · ${order.seller.name}`}
        actions={
          <Link href="/admin/orders" className="btn btn-outline">
            Back to orders
          </Link>
        }
      />
      <div className="space-y-5">
        <FulfilmentPanel
          subOrderNumber={order.subOrderNumber}
          status={order.status}
          refundablePaise={refundablePaise}
          returnedToOriginAt={order.returnedToOriginAt}
          awaitingCodUntil={order.order.awaitingCodConfirmationUntil}
        />
        <ShippingPapers subOrderNumber={order.subOrderNumber} shipped={order.shipment !== null} />
        <SubOrderDetail order={order} />
      </div>
    </>
  );
}
