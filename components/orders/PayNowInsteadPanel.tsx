import Link from 'next/link';
import type { OrderJson } from '@/lib/commerce/orders';
import { canSwitchToPrepaid, payNowAmount } from '@/lib/commerce/payable';
import { formatRupees } from '@/lib/money';

/** "Pay now instead" (design §13): until a COD order ships, paying online saves its COD charge. */
export function PayNowInsteadPanel({ order }: { order: OrderJson }) {
  if (!canSwitchToPrepaid(order)) return null;
  return (
    <section
      aria-label="Pay now instead"
      className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-line bg-sand-50 p-5"
    >
      <p className="text-sm text-leaf-900">
        Pay {formatRupees(payNowAmount(order))} now by UPI or card and save the {formatRupees(order.handlingCharge)}{' '}
        cash-on-delivery charge
      </p>
      <Link href={`/payment/${order.orderNumber}`} className="btn btn-accent h-10">
        Pay now
      </Link>
    </section>
  );
}
