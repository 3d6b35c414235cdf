'use client';

import { useSyncExternalStore } from 'react';
import { logout, readCartCount, readSession, type Session } from '@/lib/api-client/header';

/**
 * Who is signed in and how many items their cart holds, read in the browser so cached pages stay
 * the same for everyone. A module-level store rather than the query cache: the header is on every
 * catalogue page, and keeping @tanstack/react-query out of those pages' first load saves ~10 KB
 * gzip (docs/decisions.md). `session` is undefined until the first answer arrives.
 */
type Shopper = { session: Session | undefined; cartCount: number; cartVersion: number };

let state: Shopper = { session: undefined, cartCount: 0, cartVersion: 0 };
const SERVER_STATE: Shopper = state;
const listeners = new Set<() => void>();
let started = false;

function update(next: Partial<Shopper>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

let latestRead = 0;
/**
 * Counts the cart for the badge. Only the latest read is shown: an earlier one that answers last
 * (sent before an add had landed) would put the badge back to the old count.
 */
async function recount() {
  const read = ++latestRead;
  const cartCount = await readCartCount();
  if (read === latestRead) update({ cartCount });
}

/** Reads the session again (after the shopper changes their name) and the badge with it. */
export async function refreshSession() {
  const session = await readSession();
  update(session ? { session } : { session, cartCount: 0 });
  if (session) await recount();
}

/**
 * The cart changed (added, removed, ordered): the badge counts again, and screens that show the
 * cart (they watch `cartVersion`) read it again. Also before the first session answer: a shopper
 * can add to the cart before it arrives.
 */
export async function cartChanged() {
  update({ cartVersion: state.cartVersion + 1 });
  if (state.session !== null) await recount();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!started) {
    started = true;
    void refreshSession();
  }
  return () => {
    listeners.delete(listener);
  };
}

export function useShopper(): Shopper {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER_STATE,
  );
}

/** Clears the session cookie (POST /auth/logout), then a full load of the home page (`home`: in the page's language). */
export async function signOut(home = '/') {
  try {
    await logout();
  } finally {
    // A full load on purpose: every cached query and the header start again signed out.
    window.location.assign(home);
  }
}
