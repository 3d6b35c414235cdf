'use client';

import Link from 'next/link';
import { Spinner } from '@/components/ui/Skeleton';
import { canPayNow } from '@/lib/commerce/payable';
import { canCancelOrder } from '@/lib/fulfilment/rules';
import { OrderActionDialog } from './OrderActionDialog';
import { PaymentDeadline } from './PaymentDeadline';
import { ApiError } from '@/lib/api-client/fetch';
import { AddressBox } from './AddressBox';
import { CodConfirmPanel } from './CodConfirmPanel';
import { paymentMethodLabel, paymentTypeLabel } from './format';
import { OrderSummaryBox } from './OrderSummaryBox';
import { PaymentsList } from './PaymentsList';
import { PayNowInsteadPanel } from './PayNowInsteadPanel';
import { StatusBadge } from './StatusBadge';
import { SubOrderCard } from './SubOrderCard';
import { useOrder } from './useOrders';
import { formatIstDate } from '@/lib/format/ist';

export const DETAIL_LOAD_FAILED = 'Failed to load order details. Please try again later.';

const Message = ({ text }: { text: string }) => (
  <p role="alert" className="mx-auto max-w-lg rounded-3xl border border-line bg-white p-10 text-center text-muted">
    {text}
  </p>
);

/** /order: status, placed-on date, payment method, sub-orders and shipments, payments, summary, address. */
export function OrderDetail({ orderNumber }: { orderNumber: string }) {
  const order = useOrder(orderNumber);
  if (!orderNumber) return <Message text="No order number provided." />;
  if (order.isPending) return <Spinner label="Loading your order…" />;
  if (order.isError) {
    return (
      <Message
        text={order.error instanceof ApiError && order.error.status === 404 ? 'Order not found.' : DETAIL_LOAD_FAILED}
      />
    );
  }
  const o = order.data;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="eyebrow">Order</p>
          <h1 className="font-mono text-2xl font-semibold text-leaf-950 sm:text-3xl">{o.orderNumber}</h1>
          <p className="mt-1 text-sm text-muted">
            Placed on {formatIstDate(o.createdAt)} · {paymentMethodLabel(o.paymentMethod)} (
            {paymentTypeLabel(o.paymentType)})
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={o.status} large />
          {canPayNow(o) && (
            <Link href={`/payment/${o.orderNumber}`} className="btn btn-accent h-10">
              Pay Now
            </Link>
          )}
          {canCancelOrder(o) && (
            <OrderActionDialog
              orderNumber={o.orderNumber}
              path="cancel"
              label="Cancel Order"
              title="Cancel this order?"
              explain="Every part that has not been dispatched yet will be cancelled. Anything you paid for it is refunded to your original payment method."
              done="Your order has been cancelled."
            />
          )}
          {canPayNow(o) && <PaymentDeadline expiresAt={o.expiresAt} />}
        </div>
      </header>
      <CodConfirmPanel order={o} />
      <div className="grid gap-6 lg:grid-cols-[1fr_340px]">
        <div className="space-y-4">
          <PayNowInsteadPanel order={o} />
          {o.subOrders.map((sub) => (
            <SubOrderCard key={sub.id} sub={sub} orderNumber={o.orderNumber} />
          ))}
          <PaymentsList payments={o.payments} cashRefunds={o.refunds} orderTotal={o.totalAmount} />
        </div>
        <div className="space-y-4">
          <OrderSummaryBox order={o} />
          <AddressBox address={o.shippingAddress} />
          <Link href="/orders" className="btn btn-outline h-11 w-full">
            Back to Order History
          </Link>
        </div>
      </div>
    </div>
  );
}
