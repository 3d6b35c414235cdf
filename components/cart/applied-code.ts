'use client';

import { useCallback, useEffect, useState } from 'react';

/**
 * The coupon the shopper applied, carried from the cart to the checkout in this tab's sessionStorage
 * (as Buy Now carries its lines: lib/commerce/buy-now.ts). The server re-checks it on every price.
 */
const KEY = 'appliedPromotionCode';

function readCode(): string | null {
  try {
    return window.sessionStorage.getItem(KEY) || null;
  } catch {
    return null;
  }
}

export function clearAppliedCode(): void {
  window.sessionStorage.removeItem(KEY);
}

/** [code, setCode]: read after mount (the server render has no sessionStorage), kept as it is set. */
export function useAppliedCode(): [string | null, (code: string | null) => void] {
  const [code, setState] = useState<string | null>(null);
  useEffect(() => setState(readCode()), []);
  const setCode = useCallback((next: string | null) => {
    const value = next?.trim().toUpperCase() || null;
    if (value) window.sessionStorage.setItem(KEY, value);
    else clearAppliedCode();
    setState(value);
  }, []);
  return [code, setCode];
}
