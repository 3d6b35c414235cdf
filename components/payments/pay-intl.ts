'use client';

import { createTranslator, useLocale, useMessages } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import type { Messages } from '@/messages';

/**
 * The page's language and client messages, carried into payOrder: its payment window is a React root
 * of its own (outside the page's provider) and its fallbacks are worded outside any component.
 */
export type PayIntl = { locale: Locale; messages: Messages };

export function usePayIntl(): PayIntl {
  return { locale: useLocale(), messages: useMessages() };
}

/** The payment words (messages Payment) for code that runs outside a component. */
export const paymentWords = ({ locale, messages }: PayIntl) =>
  createTranslator({ locale, messages, namespace: 'Payment' });
