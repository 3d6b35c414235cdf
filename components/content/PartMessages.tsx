import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Messages, Namespace } from '@/messages';

/** A namespace, or one part of it: 'Content.team' gives the team's words and not the about page's. */
export type MessagePart = Namespace | `${Namespace}.${string}`;

/** Copies one dotted part of the page's messages into `into`, keeping its path. */
function pick(all: Record<string, unknown>, part: string, into: Record<string, unknown>) {
  const keys = part.split('.');
  let from: unknown = all;
  for (const key of keys) from = (from as Record<string, unknown> | undefined)?.[key];
  if (from === undefined) return;
  let to = into;
  for (const key of keys.slice(0, -1)) to = (to[key] ??= {}) as Record<string, unknown>;
  to[keys[keys.length - 1]] = from;
}

/**
 * Like ClientMessages, for the content pages whose namespaces hold long server-only copy (the about
 * and affiliate pages' text lives in Content): the client leaves inside get only the parts named,
 * in the page's language (design §15: a client leaf receives only what it shows). A nested provider
 * replaces the outer one, so a page names every part its client leaves read, once.
 */
export async function PartMessages({ parts, children }: { parts: readonly MessagePart[]; children: ReactNode }) {
  const all = (await getMessages()) as unknown as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const part of parts) pick(all, part, picked);
  return <NextIntlClientProvider messages={picked as Partial<Messages>}>{children}</NextIntlClientProvider>;
}
