import { useTranslations } from 'next-intl';
import type { SubOrderJson } from '@/lib/commerce/orders';
import { LineThumb } from '@/components/cart/LineThumb';
import { formatRupees } from '@/lib/money';
import { Link } from '@/lib/i18n/navigation';
import { knownCourier } from '@/lib/fulfilment/couriers';
import { arrivingWords } from '@/lib/delivery/words';
import { useDeliveryWords } from '@/components/i18n/useDeliveryWords';
import { StatusBadge } from './StatusBadge';
import { SubOrderActions } from './SubOrderActions';
import { useOrderWords } from './useOrderWords';

/** Parts on their way: the promised window still means something (not delivered, cancelled, returned or back). */
const ON_THE_WAY = new Set(['PENDING', 'CONFIRMED', 'PROCESSING', 'SHIPPED']);

/**
 * A seller's part of the order: its items, the window promised at placement while it is on its way,
 * and, once dispatched, the shipment (only web links are followed).
 */
export function SubOrderCard({ sub, orderNumber }: { sub: SubOrderJson; orderNumber: string }) {
  const words = useDeliveryWords();
  const orderWords = useOrderWords();
  const t = useTranslations('Orders.sub');
  const ship = sub.shipmentResponse;
  const promise = ON_THE_WAY.has(sub.status) && !sub.returnedToOrigin ? sub.estimatedDelivery : null;
  return (
    <section
      className="rounded-3xl border border-line bg-white p-5"
      aria-label={t('shipment', { number: sub.subOrderNumber })}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted">
          <span className="font-mono font-semibold text-ink">{sub.subOrderNumber}</span> ·{' '}
          {t('soldBy', { seller: sub.sellerName })}
        </p>
        <StatusBadge status={sub.status} label={orderWords.status(sub.status)} />
      </div>
      {promise && (
        <p className="mt-2 text-sm font-medium text-leaf-800" data-testid="arriving-by">
          {arrivingWords(words, promise.latest)}
        </p>
      )}
      <ul className="mt-3 divide-y divide-line">
        {sub.items.map((item) => (
          <li key={item.id} className="flex items-center gap-4 py-3" data-testid="order-item">
            <LineThumb src={item.imageUrl} size={56} />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{item.productName}</p>
              <p className="text-sm text-muted">
                {t('size', {
                  size: item.size ?? t('standard'),
                  price: formatRupees(item.price),
                  quantity: item.quantity,
                })}
              </p>
              {sub.status === 'DELIVERED' && (
                <Link
                  href={`/products/${item.productSlug}?review=1#reviews`}
                  className="text-sm font-medium text-leaf-700 underline"
                >
                  {t('review')}
                </Link>
              )}
            </div>
            <span className="font-semibold">{formatRupees(item.totalPrice)}</span>
          </li>
        ))}
      </ul>
      {ship && (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-sand-50 p-4 text-sm">
          <p>
            <span className="font-semibold">{ship.logisticProvider}</span> ·{' '}
            {t('waybill', { number: ship.waybillNumber })}
          </p>
          {ship.trackingUrl && /^https?:\/\//i.test(ship.trackingUrl) && (
            <a href={ship.trackingUrl} target="_blank" rel="noopener noreferrer" className="btn btn-outline h-9">
              {/* A typed-in courier's link is the seller's own, not one the shop knows. */}
              {knownCourier(ship.logisticProvider) ? t('track') : t('trackSeller')}
            </a>
          )}
        </div>
      )}
      <SubOrderActions sub={sub} orderNumber={orderNumber} />
    </section>
  );
}
