'use client';

import { useEffect, useState } from 'react';
import { ProductGrid } from '@/components/product/ProductGrid';
import { SkeletonGrid } from '@/components/ui/Skeleton';
import { cardsUrl, type ListingProduct } from '@/lib/catalog/listing';

type State = ListingProduct[] | 'loading' | 'failed';

/**
 * A home tab that was not open when the page loaded: the page carries only its product ids
 * (a few bytes instead of every card's data), and the cards come from the public API once the
 * tab is first opened.
 */
export function TabProducts({ ids, className }: { ids: number[]; className: string }) {
  const url = ids.length ? cardsUrl(ids) : null;
  const [state, setState] = useState<State>(url ? 'loading' : []);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!url) return;
    let live = true;
    fetch(url, { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<{ data: ListingProduct[] }>) : Promise.reject(new Error(`HTTP ${r.status}`))))
      .then((body) => live && setState(body.data))
      .catch((error: unknown) => {
        console.error('Home tab products could not load:', error);
        if (live) setState('failed');
      });
    return () => {
      live = false;
    };
  }, [url, attempt]);

  if (state === 'loading') return <SkeletonGrid count={ids.length} className={className} />;
  if (state === 'failed') {
    return (
      <div role="alert" className="py-10 text-center text-muted">
        <p>These products could not be loaded.</p>
        <button
          type="button"
          className="btn btn-outline mt-4"
          onClick={() => {
            setState('loading');
            setAttempt((n) => n + 1);
          }}
        >
          Retry
        </button>
      </div>
    );
  }
  return <ProductGrid products={state} className={className} />;
}
