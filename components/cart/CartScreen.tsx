'use client';

import { useRouter } from 'next/navigation';
import { notify } from '@/lib/notify';
import { countLabel } from '@/lib/format/words';
import { Spinner } from '@/components/ui/Skeleton';
import { LoadError } from '@/components/ui/LoadError';
import { outOfStock } from '@/lib/commerce/lines';
import type { PricingRates } from '@/lib/commerce/pricing';
import { CartEmpty } from './CartEmpty';
import { CartLineRow } from './CartLineRow';
import { CartPriceBox } from './CartPriceBox';
import { fromCartItem } from './from-cart-item';
import { CART_LOAD_FAILED, useCart, useRemoveCartLine, useSetCartQuantity } from './useCart';

export const CHECKOUT_FAILED = 'Failed to proceed to checkout.';

/**
 * The cart page: lines, the totals the checkout will charge (the server's price with the offers; the
 * shop's stored rates, from the page, if it cannot answer), the coupon field and the way on.
 */
export function CartScreen({ rates }: { rates: PricingRates }) {
  const router = useRouter();
  const cart = useCart();
  const remove = useRemoveCartLine();
  const setQuantity = useSetCartQuantity();

  if (cart.isPending) return <Spinner label="Loading your cart…" />;
  if (cart.isError) return <LoadError message={CART_LOAD_FAILED} onRetry={() => void cart.refetch()} />;
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
      notify.error(CHECKOUT_FAILED);
    }
  }

  return (
    <div className="container-shop py-10">
      <h1 className="flex items-center gap-3 font-serif text-3xl font-semibold text-leaf-950">
        Your Shopping Cart
        <span
          className="rounded-full bg-leaf-700 px-3 py-0.5 text-sm font-bold text-white"
          aria-label={countLabel(count, 'item')}
        >
          {count}
        </span>
      </h1>
      {/* minmax(0, 1fr): nothing in the lines or the summary can widen the one column past a 360 px screen. */}
      <div className="mt-8 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
        <ul className="divide-y divide-line rounded-3xl border border-line bg-white" aria-label="Items in your cart">
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
