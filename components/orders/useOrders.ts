'use client';

import { useQuery } from '@tanstack/react-query';
import { ordersApi } from '@/lib/api-client/orders';
import { ORDERS_KEY, orderKey } from '@/components/query-keys';

export function useOrders() {
  return useQuery({ queryKey: ORDERS_KEY, queryFn: ordersApi.list, staleTime: 0 });
}

export function useOrder(orderNumber: string) {
  return useQuery({
    queryKey: orderKey(orderNumber),
    enabled: Boolean(orderNumber),
    staleTime: 0,
    retry: false,
    queryFn: () => ordersApi.get(orderNumber),
  });
}
