'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { PaymentMethod } from '@/lib/commerce/pricing';
import { ordersApi } from '@/lib/api-client/orders';
import { cartChanged } from '@/components/layout/useShopper';
import { ORDERS_KEY } from '@/components/query-keys';

export type PlaceOrderRequest = {
  addressId: number;
  method: PaymentMethod;
  items: { productId: number; variantId: number | null; quantity: number }[];
  /** 'buy-now' leaves the shopper's cart as it was */
  source: 'cart' | 'buy-now';
  /** the coupon the order takes (null: none); the server checks it again and answers 409 if it stopped applying */
  promotionCode: string | null;
};

/**
 * Places the order (ordersApi.place). The same request (same items, address, method and code) keeps its
 * Idempotency-Key, so a retry after a lost answer returns the first order instead of a second.
 * Exported for the payments flow, which opens the payment dialog after a PREPAID placement.
 */
export function usePlaceOrder() {
  const client = useQueryClient();
  const last = useRef<{ body: string; key: string } | null>(null);
  return useMutation({
    mutationFn: async (request: PlaceOrderRequest) => {
      const payload = {
        addressId: request.addressId,
        paymentInfo: { method: request.method },
        // The catalogue has no variants: every line's variantId is null (lib/commerce/input.ts).
        items: request.items as Parameters<typeof ordersApi.place>[0]['items'],
        source: request.source,
        promotionCode: request.promotionCode,
      };
      const body = JSON.stringify(payload);
      if (last.current?.body !== body) last.current = { body, key: crypto.randomUUID() };
      return ordersApi.place(payload, last.current.key);
    },
    onSuccess: () => {
      last.current = null;
      void cartChanged();
      void client.invalidateQueries({ queryKey: ORDERS_KEY });
    },
  });
}
