'use client';

import { useRouter } from 'next/navigation';
import { BUY_NOW_URL, saveBuyNowItems } from '@/lib/commerce/buy-now';
import { useAddToCart } from '@/components/cart/useAddToCart';

/**
 * Add to Cart (toast; the cart and the header badge refresh without a reload) and Buy Now
 * (straight to checkout carrying this item). `busy` is true while an add is in flight.
 */
export function useCartActions() {
  const router = useRouter();
  const add = useAddToCart();

  function addToCart(productId: number, quantity: number) {
    void add.add({ productId, quantity });
  }

  function buyNow(item: { slug: string; productId: number; quantity: number }) {
    saveBuyNowItems([{ ...item, variantId: null }]);
    router.push(BUY_NOW_URL);
  }

  return { busy: add.pending, addToCart, buyNow };
}
