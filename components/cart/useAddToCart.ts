'use client';

import { useState } from 'react';
import { cartChanged } from '@/components/layout/useShopper';
import { cartApi, type CartLine } from '@/lib/api-client/cart';
import { ApiError, isSignedOut } from '@/lib/api-client/fetch';
import { notify } from '@/lib/notify';

export const ITEM_ADDED = 'Item added to cart!';
export const ADD_FAILED = 'Failed to add item to cart.';

/**
 * Add to Cart from a catalogue page. Plain state instead of a query-cache mutation: catalogue
 * pages do not load @tanstack/react-query (components/layout/useShopper.ts). On success the header
 * badge and any screen showing the cart refresh, no reload.
 */
export function useAddToCart() {
  const [pending, setPending] = useState(false);

  async function add(line: CartLine) {
    setPending(true);
    try {
      await cartApi.add(line);
      notify.success(ITEM_ADDED);
      void cartChanged();
    } catch (error) {
      if (isSignedOut(error)) return;
      notify.error(ADD_FAILED, {
        description: error instanceof ApiError && error.status === 409 ? error.message : undefined,
      });
    } finally {
      setPending(false);
    }
  }

  return { add, pending };
}
