import { createTranslator } from 'next-intl';
import { messages, type Namespace } from '@/messages';
import type { Locale } from './locales';

/**
 * Words outside a page render (mails, the API's refusals, jobs): the same messages as the pages,
 * in the language the caller names (an order's, a user's, a request's).
 */
export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: messages[locale], namespace, timeZone: 'Asia/Kolkata' });
}
