import type { z } from 'zod';
import type { PaymentRecord } from '@/lib/commerce/payment-records';
import type { CheckoutOrder } from '@/lib/payments/open-provider-order';
import type { SandboxPayResult } from '@/lib/payments/sandbox-gateway';
import type { sandboxPaySchema, verifyPaymentSchema } from '@/lib/payments/schemas';
import { apiFetch } from './fetch';

/** Paying an order (app/api/payments). */
export const paymentsApi = {
  /** The provider's order for a PENDING prepaid order, which its checkout window opens with. */
  open: (orderNumber: string) =>
    apiFetch<CheckoutOrder>(`/api/payments/create-razorpay-order/${encodeURIComponent(orderNumber)}`, {
      method: 'POST',
    }),
  verify: (input: z.input<typeof verifyPaymentSchema>) =>
    apiFetch('/api/payments/verify', { method: 'POST', json: input }),
  sandboxPay: (input: z.input<typeof sandboxPaySchema>) =>
    apiFetch<SandboxPayResult>('/api/payments/sandbox/pay', { method: 'POST', json: input }),
  history: (orderNumber: string) =>
    apiFetch<PaymentRecord[]>(`/api/payments/history/order/${encodeURIComponent(orderNumber)}`),
};
