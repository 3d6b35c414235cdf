import { createTranslator } from 'next-intl';
import { messages, type Namespace } from '@/messages';
import type { Locale } from './locales';

const made = new Map<string, unknown>();

/**
 * Words outside a page render (mails, the API's refusals, jobs): the same messages as the pages,
 * in the language the caller names (an order's, a user's, a request's). One translator per language and namespace
 * for the process: making one reads its config and builds its caches, and every order's mail asked for one.
 */
export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  const key = `${locale}:${namespace}`;
  let t = made.get(key) as ReturnType<typeof make<N>> | undefined;
  if (!t) made.set(key, (t = make(locale, namespace)));
  return t;
}

function make<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: messages[locale], namespace, timeZone: 'Asia/Kolkata' });
}
