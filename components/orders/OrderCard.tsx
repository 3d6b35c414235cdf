import Link from 'next/link';
import type { OrderJson } from '@/lib/commerce/orders';
import { canPayNow } from '@/lib/commerce/payable';
import { formatRupees } from '@/lib/money';
import { StatusBadge } from './StatusBadge';
import { formatIstDateTime } from '@/lib/format/ist-times';

/** One order in the history: number, status, en-IN date and time, payment type, total, actions. */
export function OrderCard({ order }: { order: OrderJson }) {
  return (
    <li className="rounded-3xl border border-line bg-white p-5" data-testid="order-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-mono text-lg font-semibold text-leaf-950">{order.orderNumber}</p>
        <StatusBadge status={order.status} />
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">Placed on</dt>
          <dd>{formatIstDateTime(order.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-muted">Payment</dt>
          <dd>{order.paymentType}</dd>
        </div>
        <div>
          <dt className="text-muted">Total</dt>
          <dd className="font-semibold">{formatRupees(order.totalAmount)}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        {canPayNow(order) && (
          <Link href={`/payment/${order.orderNumber}`} className="btn btn-accent h-10">Pay Now</Link>
        )}
        <Link href={`/order?number=${order.orderNumber}`} className="btn btn-outline h-10">View Details</Link>
      </div>
    </li>
  );
}
