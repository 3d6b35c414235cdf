import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Namespace } from '@/messages';

/** A namespace, or one part of it ('Header.search') when a leaf needs only that part. */
type Part = Namespace | `${Namespace}.${string}`;

/** Copies `path` ('Header.search') of `all` into `into`, keeping its place in the tree. */
function pick(all: Record<string, unknown>, path: string, into: Record<string, unknown>) {
  const keys = path.split('.');
  let from: unknown = all;
  let to = into;
  for (const [i, key] of keys.entries()) {
    from = (from as Record<string, unknown> | undefined)?.[key];
    // Absent, or already given whole ('Header' and 'Header.search' both asked for).
    if (from === undefined || to[key] === from) return;
    if (i === keys.length - 1) to[key] = from;
    else to = (to[key] ??= {}) as Record<string, unknown>;
  }
}

/**
 * Gives the client leaves inside it the strings of the named namespaces (or parts of them), in the
 * page's language, and nothing else (design §15: a client leaf receives only what it shows). Common,
 * the few words shared components show (Close, Loading, Retry, the totals), always comes along: a
 * nested provider replaces the outer one's messages, so every subtree needs its own copy. Server
 * components read their words with getTranslations and need no provider.
 */
export async function ClientMessages({ only, children }: { only: readonly Part[]; children: ReactNode }) {
  const all = (await getMessages()) as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const path of new Set<string>(['Common', ...only])) pick(all, path, picked);
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
