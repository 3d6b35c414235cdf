import Link from 'next/link';
import { StatusBadge } from '@/components/orders/StatusBadge';
import { paymentMethodLabel, statusLabel } from '@/components/orders/format';
import { formatRupees } from '@/lib/money';
import { formatDateTime } from '../format';
import type { SubOrderView } from './types';

const box = 'rounded-2xl bg-white p-5 shadow-card';

/** Everything about one sub-order a packer or the operator needs: items, who, where, paid how, what happened. */
export function SubOrderDetail({ order }: { order: SubOrderView }) {
  const address = order.address ? Object.values(order.address).filter(Boolean).join(', ') : '—';
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section aria-labelledby="items" className={`${box} lg:col-span-2`}>
        <h2 id="items" className="mb-2 font-semibold">Items</h2>
        <table className="w-full text-left text-sm">
          <thead className="text-xs uppercase text-muted">
            <tr><th scope="col" className="py-1">Product</th><th scope="col" className="py-1 text-right">Qty</th><th scope="col" className="py-1 text-right">Price</th><th scope="col" className="py-1 text-right">Total</th></tr>
          </thead>
          <tbody>
            {order.items.map((i) => (
              <tr key={`${i.productSlug}-${i.size}`} className="border-t border-line/60">
                <td className="py-1.5"><Link href={`/products/${i.productSlug}`} className="text-leaf-800 hover:underline">{i.productName}</Link>{i.size && <span className="text-muted"> · {i.size}</span>}</td>
                <td className="py-1.5 text-right tabular-nums">{i.quantity}</td>
                <td className="py-1.5 text-right tabular-nums">{formatRupees(i.price)}</td>
                <td className="py-1.5 text-right tabular-nums">{formatRupees(i.total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="border-t border-line font-semibold"><td className="py-1.5" colSpan={3}>This sub-order</td><td className="py-1.5 text-right tabular-nums">{formatRupees(order.totals.items)}</td></tr>
            <tr className="text-muted"><td className="py-1" colSpan={3}>Whole order {order.orderNumber} (with shipping)</td><td className="py-1 text-right tabular-nums">{formatRupees(order.totals.order)}</td></tr>
          </tfoot>
        </table>
      </section>
      <section aria-labelledby="customer" className={box}>
        <h2 id="customer" className="mb-2 font-semibold">Customer</h2>
        <p>{order.customer.name}</p>
        <p className="text-sm text-muted">{order.customer.email}{order.customer.phone && ` · ${order.customer.phone}`}</p>
        <h3 className="mt-3 text-sm font-semibold">Delivery address</h3>
        <p className="text-sm">{address}</p>
      </section>
      <section aria-labelledby="payment" className={box}>
        <h2 id="payment" className="mb-2 font-semibold">Payment</h2>
        <p className="text-sm">{paymentMethodLabel(order.payment.method)} · {order.payment.type} · <strong>{order.payment.status}</strong></p>
        <ul className="mt-2 space-y-1 text-xs text-muted">
          {order.payment.attempts.map((a, n) => (
            <li key={n}>{formatDateTime(a.at)} — {a.status} {formatRupees(a.amount)}{a.reference && ` (${a.reference})`}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="history" className={`${box} lg:col-span-2`}>
        <h2 id="history" className="mb-2 font-semibold">History</h2>
        <ol className="space-y-1 text-sm">
          {order.history.map((h, n) => (
            <li key={n} className="flex flex-wrap gap-x-2">
              <time dateTime={h.at} className="text-muted">{formatDateTime(h.at)}</time>
              <span>{h.from ? `${statusLabel(h.from)} → ` : ''}{statusLabel(h.to)}</span>
              <span className="text-muted">by {h.actor}{h.note && ` — ${h.note}`}</span>
            </li>
          ))}
        </ol>
      </section>
      <div className="lg:col-span-2"><StatusBadge status={order.status} large /></div>
    </div>
  );
}
