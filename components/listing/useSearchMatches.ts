'use client';

import { useEffect, useState } from 'react';
import { catalogApi } from '@/lib/api-client/catalog';
import { SEARCH_PAGE_LIMIT } from '@/lib/catalog/search-limits';

type Matches = { q: string; ids: number[] | null };

/**
 * The product ids matching the results page's search text, best first, from the same search the
 * header uses (Hindi and Hinglish names included). `null` while there is no search; `undefined`
 * while the answer for this text is on its way.
 */
export function useSearchMatches(q: string | null): number[] | null | undefined {
  const [answer, setAnswer] = useState<Matches | null>(null);
  useEffect(() => {
    if (!q) return;
    const controller = new AbortController();
    catalogApi
      .search(q, SEARCH_PAGE_LIMIT, controller.signal)
      .then((matches) => setAnswer({ q, ids: matches.map((p) => p.id) }))
      .catch((error: Error) => {
        // A failed search shows no matches rather than every product under a "Results for" title.
        if (error.name !== 'AbortError') setAnswer({ q, ids: [] });
      });
    return () => controller.abort();
  }, [q]);
  if (!q) return null;
  return answer?.q === q ? answer.ids : undefined;
}
