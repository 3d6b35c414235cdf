import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Namespace } from '@/messages';

/**
 * Gives the client leaves inside it the strings of the named namespaces, in the page's language, and
 * nothing else (design §15: a client leaf receives only what it shows). Server components read
 * their words with getTranslations and need no provider.
 */
export async function ClientMessages({ only, children }: { only: readonly Namespace[]; children: ReactNode }) {
  const all = await getMessages();
  const picked = Object.fromEntries(only.map((ns) => [ns, all[ns]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
