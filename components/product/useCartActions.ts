'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { BUY_NOW_URL, saveBuyNowItems, type BuyNowItem } from '@/lib/commerce/buy-now';
import { useAddToCart } from '@/components/cart/useAddToCart';
import type { CartLine } from '@/lib/api-client/cart';
import { localePath, type Locale } from '@/lib/i18n/locales';

/**
 * Add to Cart (toast; the cart and the header badge refresh without a reload) and Buy Now
 * (straight to checkout carrying this item). Both name the pack: `variantId` null only for a product
 * of one pack, never to let the server pick among several. `busy` is true while an add is in flight.
 */
export function useCartActions() {
  const router = useRouter();
  const locale = useLocale() as Locale;
  const t = useTranslations('Product.cartToast');
  const add = useAddToCart({ added: t('added'), failed: t('failed') });

  // The promise settles when the add has (it never rejects): a card's buttons wait for it.
  function addToCart(line: CartLine) {
    return add.add(line);
  }

  function buyNow(item: Required<BuyNowItem>) {
    saveBuyNowItems([item]);
    router.push(localePath(BUY_NOW_URL, locale)); // checkout in the page's language
  }

  return { busy: add.pending, addToCart, buyNow };
}
