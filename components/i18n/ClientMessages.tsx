import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { pickMessages, type MessagePart } from './pick-messages';

/**
 * Gives the client leaves inside it the strings of the named namespaces, or of parts of them
 * ('Header.search'), in the page's language, and nothing else but Common (design §15: a client leaf
 * receives only what it shows). Server components read their words with getTranslations and need
 * no provider.
 */
export async function ClientMessages({ only, children }: { only: readonly MessagePart[]; children: ReactNode }) {
  const all = (await getMessages()) as Record<string, unknown>;
  return <NextIntlClientProvider messages={pickMessages(all, only)}>{children}</NextIntlClientProvider>;
}
