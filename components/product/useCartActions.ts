'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { BUY_NOW_URL, saveBuyNowItems } from '@/lib/commerce/buy-now';
import { ApiError, apiFetch } from '@/lib/http/api-fetch';
import { CART_CHANGED } from '@/components/layout/useShopper';

export const ADDED_TO_CART = 'Item added to cart!';
export const ADD_TO_CART_FAILED = 'Failed to add item to cart.';

/** Add to Cart (toast, header badge refresh) and Buy Now (straight to checkout with this item). */
export function useCartActions() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function addToCart(productId: number, quantity: number) {
    setBusy(true);
    try {
      await apiFetch('/api/user/cart', { method: 'POST', json: { productId, quantity } });
      toast.success(ADDED_TO_CART);
      window.dispatchEvent(new Event(CART_CHANGED));
    } catch (error) {
      // 401: apiFetch is already taking the shopper to the login page.
      if (!(error instanceof ApiError && error.status === 401)) toast.error(ADD_TO_CART_FAILED);
    } finally {
      setBusy(false);
    }
  }

  function buyNow(item: { slug: string; productId: number; quantity: number }) {
    saveBuyNowItems([{ ...item, variantId: null }]);
    router.push(BUY_NOW_URL);
  }

  return { busy, addToCart, buyNow };
}
