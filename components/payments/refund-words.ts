import { useLocale, useTranslations } from 'next-intl';
import { statusLabel } from '@/components/orders/format';
import type { Locale } from '@/lib/i18n/locales';
import type { RefundStatus } from '@/lib/commerce/refund-json';

/** What RefundLines says, worded by the screen that shows it (amounts already formatted as rupees). */
export type RefundWords = {
  locale: Locale;
  line: (amount: string) => string;
  status: (status: RefundStatus) => string;
  creditNote: (number: string) => string;
  summary: (amounts: { refunded: string; paid: string; kept: string }) => string;
  pending: (amount: string) => string;
};

/** The back office's words (it stays English) and the default of any screen that passes none. */
export const ENGLISH_REFUND_WORDS: RefundWords = {
  locale: 'en',
  line: (amount) => `Refund ${amount}`,
  status: statusLabel,
  creditNote: (number) => `Credit note ${number}`,
  summary: ({ refunded, paid, kept }) => `Refunded ${refunded} of ${paid} — kept ${kept}`,
  pending: (amount) => ` · ${amount} on its way back`,
};

/** The shop's words in the page's language (messages Payment.refund): the screen needs 'Payment' in its ClientMessages. */
export function useRefundWords(): RefundWords {
  const t = useTranslations('Payment.refund');
  return {
    locale: useLocale(),
    line: (amount) => t('line', { amount }),
    status: (status) => t(`status.${status}`),
    creditNote: (number) => t('creditNote', { number }),
    summary: (amounts) => t('summary', amounts),
    pending: (amount) => t('pending', { amount }),
  };
}
