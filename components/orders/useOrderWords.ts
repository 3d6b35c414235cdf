'use client';

import { useLocale, useTranslations } from 'next-intl';
import { paymentStatusKey } from '@/components/payments/payment-status-words';
import type { PaymentLike } from '@/lib/commerce/payment-status';
import { paymentMethodLabel, paymentTypeLabel, statusLabel } from './format';

/*
 * The shopper's order words in the page's language ('Orders'). format.ts and payment-status.ts keep the
 * English the back office and the API read; a code the messages do not know is shown as they write it.
 */
const STATUS_KEYS = {
  PENDING: 'pending',
  CONFIRMED: 'confirmed',
  PROCESSING: 'processing',
  SHIPPED: 'shipped',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
  RETURN_REQUESTED: 'returnRequested',
  RETURNED: 'returned',
  REFUNDED: 'refunded',
} as const;
const METHOD_KEYS = { UPI: 'upi', CARD: 'card', COD: 'cod' } as const;
const TYPE_KEYS = { PREPAID: 'prepaid', POSTPAID: 'postpaid' } as const;

const keyOf = <M extends Record<string, string>>(map: M, code: string): M[keyof M] | undefined =>
  Object.hasOwn(map, code) ? map[code as keyof M] : undefined;

export function useOrderWords() {
  const t = useTranslations('Orders');
  const locale = useLocale();
  return {
    t,
    locale,
    status(code: string) {
      const key = keyOf(STATUS_KEYS, code);
      return key ? t(`status.${key}`) : statusLabel(code);
    },
    method(code: string) {
      const key = keyOf(METHOD_KEYS, code);
      return key ? t(`method.${key}`) : paymentMethodLabel(code);
    },
    type(code: string) {
      const key = keyOf(TYPE_KEYS, code);
      return key ? t(`type.${key}`) : paymentTypeLabel(code);
    },
    paymentStatus(payment: PaymentLike) {
      return t(`payments.status.${paymentStatusKey(payment)}`);
    },
  };
}
