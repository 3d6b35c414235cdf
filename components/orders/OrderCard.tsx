import type { OrderJson } from '@/lib/commerce/orders';
import { canPayNow } from '@/lib/commerce/payable';
import { Link } from '@/lib/i18n/navigation';
import { formatRupees } from '@/lib/money';
import { StatusBadge } from './StatusBadge';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { LineThumb } from '@/components/cart/LineThumb';
import { PaymentDeadline } from './PaymentDeadline';
import { useOrderWords } from './useOrderWords';

/** One order in the history: what it holds, number, status, date and time, payment type, total, actions. */
export function OrderCard({ order }: { order: OrderJson }) {
  const words = useOrderWords();
  const { t } = words;
  const items = order.subOrders.flatMap((s) => s.items);
  const payable = canPayNow(order);
  // "Darjeeling First Flush", "… and 1 more", "… and 2 more" (format.ts itemsSummary, in the page's language).
  const summary =
    items.length > 1
      ? t('card.andMore', { first: items[0].productName, count: items.length - 1 })
      : (items[0]?.productName ?? '');
  return (
    <li className="rounded-3xl border border-line bg-white p-5" data-testid="order-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-mono text-lg font-semibold text-leaf-950">{order.orderNumber}</p>
        <StatusBadge status={order.status} label={words.status(order.status)} />
      </div>
      {items.length > 0 && (
        <div className="mt-3 flex items-center gap-3">
          <LineThumb src={items[0].imageUrl} size={48} />
          <p className="min-w-0 font-medium text-ink" data-testid="order-card-items">
            {summary}
          </p>
        </div>
      )}
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">{t('card.placedOn')}</dt>
          <dd>{formatIstDateTime(order.createdAt, words.locale)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('card.payment')}</dt>
          <dd>{words.type(order.paymentType)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('card.total')}</dt>
          <dd className="font-semibold">{formatRupees(order.totalAmount)}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {payable && (
          <Link href={`/payment/${order.orderNumber}`} className="btn btn-accent h-10">
            {t('card.payNow')}
          </Link>
        )}
        <Link href={`/order?number=${order.orderNumber}`} className="btn btn-outline h-10">
          {t('card.view')}
        </Link>
        {payable && <PaymentDeadline expiresAt={order.expiresAt} />}
      </div>
    </li>
  );
}
