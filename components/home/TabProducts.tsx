'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { ProductGrid } from '@/components/product/ProductGrid';
import { SkeletonGrid } from '@/components/ui/Skeleton';
import { useCommonWords } from '@/components/ui/useCommonWords';
import { catalogApi } from '@/lib/api-client/catalog';
import type { ListingProduct } from '@/lib/catalog/listing';

type State = ListingProduct[] | 'loading' | 'failed';

/** How far below the screen the rest of the open tab starts loading: it is there before the shopper scrolls to it. */
const NEAR = '800px 0px';

/**
 * Product cards the page carries only as ids (a few bytes instead of every card's data and
 * markup): a home tab not open when the page loaded fetches its cards from the public API when
 * first opened; the open tab's second half (`whenNear`) when it comes within a screen of view, so
 * a visit that never scrolls that far costs neither the bytes nor the rendering.
 */
export function TabProducts({
  ids,
  className,
  whenNear = false,
}: {
  ids: number[];
  className: string;
  whenNear?: boolean;
}) {
  // The ids as text: a new array with the same ids is the same request.
  const wanted = ids.join(',');
  const [state, setState] = useState<State>(wanted ? 'loading' : []);
  const [attempt, setAttempt] = useState(0);
  const [near, setNear] = useState(!whenNear);
  const placeholder = useRef<HTMLDivElement>(null);
  const t = useTranslations('Home.picks');
  const locale = useLocale();
  const word = useCommonWords();

  useEffect(() => {
    const el = placeholder.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: NEAR,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!wanted || !near) return;
    let live = true;
    catalogApi
      .cards(wanted.split(',').map(Number), locale)
      .then((cards) => live && setState(cards))
      .catch((error: unknown) => {
        console.error('Home tab products could not load:', error);
        if (live) setState('failed');
      });
    return () => {
      live = false;
    };
  }, [wanted, near, attempt, locale]);

  if (state === 'loading') {
    return (
      <div ref={placeholder}>
        <SkeletonGrid count={ids.length} className={className} />
      </div>
    );
  }
  if (state === 'failed') {
    return (
      <div role="alert" className="py-10 text-center text-muted">
        <p>{t('failed')}</p>
        <button
          type="button"
          className="btn btn-outline mt-4"
          onClick={() => {
            setState('loading');
            setAttempt((n) => n + 1);
          }}
        >
          {word('retry')}
        </button>
      </div>
    );
  }
  return <ProductGrid products={state} className={className} />;
}
