'use client';

import { useQuery } from '@tanstack/react-query';
import type { OrderJson } from '@/lib/commerce/orders';
import { apiFetch } from '@/lib/api-client/fetch';
import { ORDERS_KEY, orderKey } from '@/components/query-keys';

export function useOrders() {
  return useQuery({ queryKey: ORDERS_KEY, queryFn: () => apiFetch<OrderJson[]>('/api/orders/user'), staleTime: 0 });
}

export function useOrder(orderNumber: string) {
  return useQuery({
    queryKey: orderKey(orderNumber),
    enabled: Boolean(orderNumber),
    staleTime: 0,
    retry: false,
    queryFn: () => apiFetch<OrderJson>(`/api/orders/number/${encodeURIComponent(orderNumber)}`),
  });
}
