'use client';

import { useState } from 'react';
import { cartChanged } from '@/components/layout/useShopper';
import type { CartLine } from '@/lib/api-client/cart';
import { notify } from '@/lib/notify';

/** The toasts' words: a catalogue page passes its own in its language (its words, not the cart's). */
export type AddToCartWords = { added: string; failed: string };

/**
 * Add to Cart from a catalogue page. Plain state instead of a query-cache mutation: catalogue
 * pages do not load @tanstack/react-query (components/layout/useShopper.ts). On success the header
 * badge and any screen showing the cart refresh, no reload.
 */
export function useAddToCart(words: AddToCartWords) {
  const [pending, setPending] = useState(false);

  async function add(line: CartLine) {
    setPending(true);
    try {
      // The cart client and apiFetch's session rules load with the first add, not with every catalogue
      // page that shows a card (docs/performance.md, "Pack sizes and jobs").
      const { cartApi } = await import('@/lib/api-client/cart');
      await cartApi.add(line);
      notify.success(words.added);
      void cartChanged();
    } catch (error) {
      const { ApiError, isSignedOut } = await import('@/lib/api-client/fetch');
      if (isSignedOut(error)) return;
      notify.error(words.failed, {
        description: error instanceof ApiError && error.status === 409 ? error.message : undefined,
      });
    } finally {
      setPending(false);
    }
  }

  return { add, pending };
}
