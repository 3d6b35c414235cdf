'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notify } from '@/lib/notify';
import type { CartItemJson } from '@/lib/commerce/cart';
import { ApiError, apiFetch } from '@/lib/http/api-fetch';
import { CART_COUNT_KEY, CART_KEY } from '@/components/query-keys';


export const CART_LOAD_FAILED = 'Failed to fetch cart data.';
export const ITEM_ADDED = 'Item added to cart!';
export const ADD_FAILED = 'Failed to add item to cart.';
export const ITEM_REMOVED = 'Item removed from cart.';
export const REMOVE_FAILED = 'Failed to remove item.';

export function useCart() {
  return useQuery({ queryKey: CART_KEY, queryFn: () => apiFetch<CartItemJson[]>('/api/user/cart'), staleTime: 0 });
}

/** The cart page and the header badge read the cart; after a change both refresh, no reload. */
export function useRefreshCart() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: CART_KEY }), client.invalidateQueries({ queryKey: CART_COUNT_KEY })]);
}

const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

export function useAddToCart() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: (line: { productId: number; quantity: number }) => apiFetch('/api/user/cart', { method: 'POST', json: line }),
    onSuccess: () => {
      notify.success(ITEM_ADDED);
      void refresh();
    },
    // 401: apiFetch is already taking the shopper to the login page.
    onError: (error) => {
      if (!isSignedOut(error)) notify.error(ADD_FAILED, { description: error instanceof ApiError && error.status === 409 ? error.message : undefined });
    },
  });
}

export function useRemoveCartLine() {
  const refresh = useRefreshCart();
  return useMutation({
    mutationFn: (lineId: number) => apiFetch(`/api/user/cart/${lineId}`, { method: 'DELETE' }),
    onSuccess: () => {
      notify.success(ITEM_REMOVED);
      void refresh();
    },
    onError: (error) => {
      if (!isSignedOut(error)) notify.error(REMOVE_FAILED);
    },
  });
}
