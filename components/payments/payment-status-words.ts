import { paymentStatusLabel, type PaymentLike } from '@/lib/commerce/payment-status';

/** paymentStatusLabel's answers (English, shared with the back office) → messages Payment.status. */
const STATUS_KEYS = {
  Paid: 'paid',
  'Partly refunded': 'partlyRefunded',
  Refunded: 'refunded',
  'Paid — refund in progress': 'refundInProgress',
  'Paid — to be refunded': 'toBeRefunded',
  Failed: 'failed',
  'Not completed': 'notCompleted',
} as const;

export type PaymentStatusKey = (typeof STATUS_KEYS)[keyof typeof STATUS_KEYS];

/** The payment's status by the same one rule (lib/commerce/payment-status.ts), as a message key. */
export function paymentStatusKey(p: PaymentLike): PaymentStatusKey {
  return STATUS_KEYS[paymentStatusLabel(p) as keyof typeof STATUS_KEYS] ?? 'notCompleted';
}
