import type { Namespace } from '@/messages';

/** A namespace, or one part of it ('Header.search') when a client leaf needs only that part. */
export type MessagePart = Namespace | `${Namespace}.${string}`;

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
 * The named parts of a language's messages, and Common with them: the few words shared components
 * show (Close, Loading, Retry, the totals). A nested provider replaces the outer one's messages, so
 * every subtree needs its own copy of those.
 */
export function pickMessages(all: Record<string, unknown>, parts: readonly MessagePart[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const path of new Set<string>(['Common', ...parts])) pick(all, path, picked);
  return picked;
}
