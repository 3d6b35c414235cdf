import type { OrderJson } from '@/lib/commerce/orders';
import { formatRupees } from '@/lib/money';

/** What the order cost, as charged (the amounts stored when it was placed). */
export function OrderSummaryBox({ order }: { order: OrderJson }) {
  const rows: [string, string][] = [
    ['Subtotal', formatRupees(order.subtotalAmount)],
    ['Shipping charge', order.shippingCharge ? formatRupees(order.shippingCharge) : 'FREE'],
    ['Handling charge', formatRupees(order.handlingCharge)],
    ['Discount', `− ${formatRupees(order.discountAmount)}`],
  ];
  return (
    <section className="rounded-3xl border border-line bg-white p-5" aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="font-serif text-lg font-semibold text-leaf-950">Order Summary</h2>
      <dl className="mt-3 space-y-2 text-sm" data-testid="order-summary">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between">
            <dt className="text-muted">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatRupees(order.totalAmount)}</dd>
        </div>
      </dl>
    </section>
  );
}
