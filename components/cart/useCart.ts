'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useRef } from 'react';
import { cartChanged, useShopper } from '@/components/layout/useShopper';
import { notify } from '@/lib/notify';
import { cartApi } from '@/lib/api-client/cart';
import { isSignedOut } from '@/lib/api-client/fetch';
import { CART_KEY } from '@/components/query-keys';

/** The cart's lines; read again whenever the cart changes anywhere on the page (header badge, add, order). */
export function useCart() {
  const client = useQueryClient();
  const { cartVersion } = useShopper();
  const seen = useRef(cartVersion);
  useEffect(() => {
    if (seen.current === cartVersion) return;
    seen.current = cartVersion;
    void client.invalidateQueries({ queryKey: CART_KEY });
  }, [cartVersion, client]);
  return useQuery({ queryKey: CART_KEY, queryFn: cartApi.list, staleTime: 0 });
}

/** The cart's stepper: sets a line's quantity; the server's refusal (stock gone meanwhile) is shown as it says. */
export function useSetCartQuantity() {
  const t = useTranslations('Cart');
  return useMutation({
    mutationFn: ({ lineId, quantity }: { lineId: number; quantity: number }) =>
      cartApi.setQuantity(lineId, { quantity }),
    onSuccess: () => void cartChanged(),
    onError: (error) => {
      if (!isSignedOut(error))
        notify.error(error instanceof Error && error.message ? error.message : t('quantityFailed'));
      void cartChanged();
    },
  });
}

export function useRemoveCartLine() {
  const t = useTranslations('Cart');
  return useMutation({
    mutationFn: cartApi.remove,
    onSuccess: () => {
      notify.success(t('itemRemoved'));
      void cartChanged();
    },
    onError: (error) => {
      if (!isSignedOut(error)) notify.error(t('removeFailed'));
    },
  });
}
