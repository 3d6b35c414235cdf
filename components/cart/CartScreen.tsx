'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { notify } from '@/lib/notify';
import { Spinner } from '@/components/ui/Skeleton';
import { LoadError } from '@/components/ui/LoadError';
import { outOfStock } from '@/lib/commerce/lines';
import type { PricingRates } from '@/lib/commerce/pricing';
import { CartEmpty } from './CartEmpty';
import { CartLineRow } from './CartLineRow';
import { CartPriceBox } from './CartPriceBox';
import { fromCartItem } from './from-cart-item';
import { useCart, useRemoveCartLine, useSetCartQuantity } from './useCart';

/**
 * The cart page: lines, the totals the checkout will charge (the server's price with the offers; the
 * shop's stored rates, from the page, if it cannot answer), the coupon field and the way on.
 */
export function CartScreen({ rates }: { rates: PricingRates }) {
  const t = useTranslations('Cart');
  const router = useRouter();
  const cart = useCart();
  const remove = useRemoveCartLine();
  const setQuantity = useSetCartQuantity();

  if (cart.isPending) return <Spinner label={t('loading')} />;
  if (cart.isError) return <LoadError message={t('loadFailed')} onRetry={() => void cart.refetch()} />;
  const items = cart.data ?? [];
  if (!items.length) return <CartEmpty />;

  const lines = items.map(fromCartItem);
  const count = lines.reduce((n, l) => n + l.quantity, 0);
  const unavailable = outOfStock(lines).length;
  const busy = remove.isPending || setQuantity.isPending;

  function proceed() {
    try {
      router.push('/checkout');
    } catch {
      notify.error(t('checkoutFailed'));
    }
  }

  return (
    <div className="container-shop py-10">
      <h1 className="flex items-center gap-3 font-serif text-3xl font-semibold text-leaf-950">
        {t('heading')}
        <span
          className="rounded-full bg-leaf-700 px-3 py-0.5 text-sm font-bold text-white"
          aria-label={t('itemCount', { count })}
        >
          {count}
        </span>
      </h1>
      {/* minmax(0, 1fr): nothing in the lines or the summary can widen the one column past a 360 px screen. */}
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <ul className="divide-y divide-line rounded-3xl border border-line bg-white" aria-label={t('linesLabel')}>
          {items.map((item, i) => (
            <CartLineRow
              key={item.id}
              line={lines[i]}
              busy={busy}
              onRemove={() => remove.mutate(item.id)}
              onQuantity={(quantity) => setQuantity.mutate({ lineId: item.id, quantity })}
            />
          ))}
        </ul>
        <CartPriceBox lines={lines} rates={rates} unavailable={unavailable} busy={busy} onCheckout={proceed} />
      </div>
    </div>
  );
}
