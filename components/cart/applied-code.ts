'use client';

import { useSyncExternalStore } from 'react';

/**
 * The coupon the shopper applied, carried from the cart to the checkout in this tab's sessionStorage
 * (as Buy Now carries its lines: lib/commerce/buy-now.ts). The server re-checks it on every price.
 */
const KEY = 'appliedPromotionCode';
// This tab's screens showing the code, told when it changes.
const listeners = new Set<() => void>();

function readCode(): string | null {
  try {
    return window.sessionStorage.getItem(KEY) || null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Applies a code (upper-cased) or, with null, takes it off. */
function setAppliedCode(next: string | null): void {
  const value = next?.trim().toUpperCase() || null;
  if (value) window.sessionStorage.setItem(KEY, value);
  else window.sessionStorage.removeItem(KEY);
  listeners.forEach((l) => l());
}

/**
 * After the order is placed: the next basket starts without it. The screens are not told, so the
 * placed order's totals stay shown while its payment window is open.
 */
export function clearAppliedCode(): void {
  window.sessionStorage.removeItem(KEY);
}

/** [code, setCode]; the server render has no sessionStorage and shows none. */
export function useAppliedCode(): [string | null, (code: string | null) => void] {
  return [useSyncExternalStore(subscribe, readCode, () => null), setAppliedCode];
}
