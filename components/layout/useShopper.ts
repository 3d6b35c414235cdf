'use client';

import { useQuery } from '@tanstack/react-query';
import { CART_COUNT_KEY } from '@/components/query-keys';

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

/** Total quantity in the cart; 0 when signed out or the cart cannot be read. */
export function useCartCount(signedIn: boolean) {
  return useQuery({
    queryKey: CART_COUNT_KEY,
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

/** Clears the session cookie (POST /auth/logout), then a full load of the home page. */
export async function signOut() {
  try {
    await fetch('/auth/logout', { method: 'POST', headers: { Accept: 'application/json' } });
  } finally {
    // A full load on purpose: every cached query and the header start again signed out.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/');
  }
}
