import type { z } from 'zod';
import type { placeOrderSchema } from '@/lib/commerce/input';
import type { OrderJson } from '@/lib/commerce/orders';
import type { cancelOrderSchema, returnRequestSchema } from '@/lib/fulfilment/schemas';
import type { CheckoutOrder } from '@/lib/payments/open-provider-order';
import { apiFetch } from './fetch';

const byNumber = (orderNumber: string) => `/api/orders/number/${encodeURIComponent(orderNumber)}`;

/** The shopper's orders (app/api/orders). */
export const ordersApi = {
  list: () => apiFetch<OrderJson[]>('/api/orders/user'),
  get: (orderNumber: string) => apiFetch<OrderJson>(byNumber(orderNumber)),
  /** The key makes a retried placement answer the first order instead of placing a second. */
  place: (input: z.input<typeof placeOrderSchema>, idempotencyKey: string) =>
    apiFetch<OrderJson>('/api/orders', { method: 'POST', json: input, headers: { 'Idempotency-Key': idempotencyKey } }),
  cancel: (orderNumber: string, input: z.input<typeof cancelOrderSchema>) =>
    apiFetch<OrderJson>(`${byNumber(orderNumber)}/cancel`, { method: 'POST', json: input }),
  requestReturn: (orderNumber: string, input: z.input<typeof returnRequestSchema>) =>
    apiFetch<OrderJson>(`${byNumber(orderNumber)}/return`, { method: 'POST', json: input }),
  /** The buyer's yes to a COD order (design §13); `token` is the signed link's, for a buyer not signed in. */
  confirmCod: (orderNumber: string, token?: string) =>
    apiFetch<OrderJson>(`${byNumber(orderNumber)}/confirm-cod`, { method: 'POST', json: token ? { token } : {} }),
  /** Pay a COD order now by UPI/card instead (design §13): the provider order its checkout opens with. */
  payNow: (orderNumber: string) => apiFetch<CheckoutOrder>(`${byNumber(orderNumber)}/pay-now`, { method: 'POST' }),
};
