import { useLocale, useTranslations } from 'next-intl';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { Totals } from '@/components/ui/Totals';
import type { OrderJson } from '@/lib/commerce/orders';
import { chargedBreakdown } from '@/lib/commerce/pricing';
import { formatRupees } from '@/lib/money';
import { PaymentCard } from './PaymentCard';

/** The order being paid for: number, status, items and the totals the payment must cover (a server component). */
export function PaymentOrderSummary({ order }: { order: OrderJson }) {
  const t = useTranslations('Payment');
  const locale = useLocale();
  const items = order.subOrders.flatMap((s) => s.items);
  // Codes the page has no words for (none today) are shown as they are, as before.
  const named = (key: string, code: string) => (t.has(key as 'heading') ? t(key as 'heading') : code);
  return (
    <PaymentCard aria-labelledby="payment-order-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="payment-order-heading" className="text-xl font-semibold text-leaf-900">
          {t('order.heading', { number: order.orderNumber })}
        </h2>
        <span
          data-testid="order-status"
          className="rounded-full bg-sand-100 px-3 py-1 text-xs font-bold tracking-wide text-leaf-800"
        >
          {named(`orderStatus.${order.status}`, order.status)}
        </span>
      </div>
      <p className="mt-1 text-sm text-muted">
        {t('order.placedOn', {
          date: formatIstDateTime(order.createdAt, locale),
          method: named(`method.${order.paymentMethod}`, order.paymentMethod),
          type: named(`type.${order.paymentType}`, order.paymentType),
        })}
      </p>
      <ul className="mt-4 divide-y divide-line">
        {items.map((item) => (
          <li key={item.id} className="flex justify-between gap-4 py-2 text-sm">
            <span>
              {item.productName}
              {item.size ? ` (${item.size})` : ''} × {item.quantity}
            </span>
            <span className="whitespace-nowrap">{formatRupees(item.totalPrice)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-4 border-t border-line pt-4">
        <Totals breakdown={chargedBreakdown(order)} itemised testId="payment" />
      </div>
    </PaymentCard>
  );
}
