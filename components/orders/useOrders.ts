'use client';

import { useQuery } from '@tanstack/react-query';
import type { OrderJson } from '@/lib/commerce/orders';
import { apiFetch } from '@/lib/http/api-fetch';

export function useOrders() {
  return useQuery({ queryKey: ['orders'], queryFn: () => apiFetch<OrderJson[]>('/api/orders/user'), staleTime: 0 });
}

export function useOrder(orderNumber: string) {
  return useQuery({
    queryKey: ['orders', orderNumber],
    enabled: Boolean(orderNumber),
    staleTime: 0,
    retry: false,
    queryFn: () => apiFetch<OrderJson>(`/api/orders/number/${encodeURIComponent(orderNumber)}`),
  });
}
