import { paymentMethodLabel } from '@/components/orders/format';
import { RefundLines } from '@/components/payments/RefundLines';
import type { AdminSubOrder } from '@/lib/commerce/admin-orders';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { formatRupees } from '@/lib/money';
import { paymentStatusLabel } from '@/lib/commerce/payment-status';
import { TaxDocuments } from './TaxDocuments';
import { AdminCard } from '../AdminCard';

/** How the order was paid, every attempt with what went back from it, and the part's tax documents. */
export function PaymentPanel({ order }: { order: AdminSubOrder }) {
  // A cash refund is made for the part, so it is measured against what the caller may see was paid.
  const cashPaid = order.order.amounts?.total ?? order.share.total;
  return (
    <AdminCard id="payment" title="Payment">
      <p className="text-sm">
        {paymentMethodLabel(order.paymentMethod)} · {order.paymentType}
        {order.paymentLabel && (
          <>
            {' '}
            · <strong data-testid="payment-label">{order.paymentLabel}</strong>
          </>
        )}
      </p>
      {order.payments.length === 0 ? (
        <p className="mt-2 text-xs text-muted">
          No payment attempts{order.paymentType === 'POSTPAID' ? ' (paid on delivery)' : ''}.
        </p>
      ) : (
        <ul className="mt-2 space-y-2 text-xs">
          {order.payments.map((p) => (
            <li key={p.paymentId}>
              <span className="text-muted">{formatIstDateTime(p.createdAt)} — </span>
              {paymentStatusLabel(p)}
              {p.failed && p.failureReason ? ` (${p.failureReason})` : ''} {formatRupees(p.amount)}
              <span className="text-muted"> · {p.paymentId}</span>
              {p.refundRequired && <strong className="text-spice-700"> · refund required</strong>}
              <RefundLines refunds={p.refunds} paid={p.amount} />
            </li>
          ))}
        </ul>
      )}
      {order.refunds.length > 0 && (
        <div className="mt-2">
          <h3 className="text-xs font-semibold">Refunded by hand</h3>
          <RefundLines refunds={order.refunds} paid={cashPaid} />
        </div>
      )}
      <TaxDocuments subOrderNumber={order.subOrderNumber} documents={order.documents} />
    </AdminCard>
  );
}
