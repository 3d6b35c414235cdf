import type { CategoryDto } from '@/lib/catalog/categories';
import type { SearchResult } from '@/lib/catalog/search';

/**
 * The calls every page's header makes (who is signed in, the cart's count, the search box, the menu, sign out),
 * kept apart from the feature clients so the first load of every page carries these few lines and not
 * the whole auth, cart and catalogue clients (about 1.2 KB gzip: docs/performance.md). Read outside
 * apiFetch's session rules: a refusal or a failure here is "nothing", never a login page or a toast.
 */

/** The header of every read outside apiFetch: the routes answer JSON, never a page. */
export const JSON_ONLY = { Accept: 'application/json' };

export type Session = { user?: { name?: string | null; email?: string | null } } | null;

/** Who is signed in (next-auth answers {} when signed out); errors (404, network) count as signed out. */
export async function readSession(): Promise<Session> {
  try {
    const response = await fetch('/api/auth/session', { headers: JSON_ONLY });
    if (!response.ok) return null;
    const body = (await response.json()) as Session;
    return body?.user ? body : null;
  } catch {
    return null;
  }
}

/** Total quantity in the cart; 0 when it cannot be read (signed out included). */
export async function readCartCount(): Promise<number> {
  try {
    const response = await fetch('/api/user/cart', { headers: JSON_ONLY });
    if (!response.ok) return 0;
    const body = (await response.json()) as { data?: { quantity?: number }[] | null };
    return (body.data ?? []).reduce((sum, item) => sum + (Number(item.quantity) || 0), 0);
  } catch {
    return 0;
  }
}

/** The matches for a search text, best first; an answer without a list is no matches. */
export async function searchProducts(text: string, limit: number, signal?: AbortSignal): Promise<SearchResult[]> {
  const response = await fetch(`/api/v1/public/store/products/search/${encodeURIComponent(text)}?limit=${limit}`, {
    signal,
    headers: JSON_ONLY,
  });
  const body = (await response.json()) as { data?: SearchResult[] | null };
  return Array.isArray(body.data) ? body.data : [];
}

/** The menu's top categories; null when the answer holds no list. */
export async function readRootCategories(): Promise<CategoryDto[] | null> {
  const body = (await (await fetch('/api/categories/roots', { headers: JSON_ONLY })).json()) as {
    data?: CategoryDto[];
  };
  return Array.isArray(body.data) ? body.data : null;
}

/** Clears the session cookie; the caller then loads a page afresh. */
export function logout(): Promise<Response> {
  return fetch('/auth/logout', { method: 'POST', headers: JSON_ONLY });
}
