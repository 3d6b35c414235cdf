'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export type Session = { user?: { name?: string | null; email?: string | null } } | null;

/**
 * Who is signed in, read in the browser so cached pages stay the same for everyone.
 * next-auth answers {} when signed out; errors (404, network) count as signed out.
 */
export function useSession() {
  return useQuery({
    queryKey: ['header', 'session'],
    queryFn: async (): Promise<Session> => {
      try {
        const response = await fetch('/api/auth/session', { headers: { Accept: 'application/json' } });
        if (!response.ok) return null;
        const body = (await response.json()) as Session;
        return body?.user ? body : null;
      } catch {
        return null;
      }
    },
    staleTime: 60_000,
    retry: false,
  });
}

export const CART_CHANGED = 'cart:changed';

/** Total quantity in the cart; 0 when signed out or the cart cannot be read. */
export function useCartCount(signedIn: boolean) {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => client.invalidateQueries({ queryKey: ['header', 'cart-count'] });
    window.addEventListener(CART_CHANGED, refresh);
    return () => window.removeEventListener(CART_CHANGED, refresh);
  }, [client]);
  return useQuery({
    queryKey: ['header', 'cart-count'],
    enabled: signedIn,
    retry: false,
    queryFn: async () => {
      try {
        const response = await fetch('/api/user/cart', { headers: { Accept: 'application/json' } });
        if (!response.ok) return 0;
        const body = (await response.json()) as { data?: { quantity?: number }[] | null };
        return (body.data ?? []).reduce((sum, item) => sum + (Number(item.quantity) || 0), 0);
      } catch {
        return 0;
      }
    },
  });
}

/** next-auth's sign-out without its client bundle: fetch the CSRF token, post, go home. */
export async function signOut() {
  try {
    const { csrfToken } = (await (await fetch('/api/auth/csrf')).json()) as { csrfToken: string };
    await fetch('/api/auth/signout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken, callbackUrl: '/', json: 'true' }),
    });
  } finally {
    window.location.assign('/');
  }
}
