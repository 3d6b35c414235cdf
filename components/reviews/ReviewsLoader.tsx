'use client';

import { useEffect, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import type { ReviewSort } from '@/lib/reviews/rules';
import type { BrowserStart, ReviewsBrowserProps } from './ReviewsBrowser';

const SORTS: [ReviewSort, string][] = [
  ['newest', 'Newest'],
  ['highest', 'Highest rated'],
  ['lowest', 'Lowest rated'],
  ['photos', 'With photos'],
];

type Writer = ComponentType<{ slug: string }>;

/**
 * The reviews' only eager client code: the list and summary arrive as server HTML, and the list
 * browser (sort, pages, votes) and the form load on first use (ReviewsBrowser, ReviewWriter).
 * Buttons in the server HTML say what they want in `data-reviews` ("write", "more",
 * "helpful:{id}", "report:{id}"). `?review=1` or `#write-review` opens the form (order page, mail).
 */
export function ReviewsLoader({ slug, aside, list }: { slug: string; aside: ReactNode; list: ReactNode }) {
  const [writer, setWriter] = useState<{ C: Writer; n: number } | null>(null);
  const [browser, setBrowser] = useState<{ C: ComponentType<ReviewsBrowserProps>; start: BrowserStart } | null>(null);
  const [sort, setSort] = useState<ReviewSort>('newest');

  // A new key each time: the form asks again for the shopper's standing (it may have changed).
  const openWriter = () =>
    import('./ReviewWriter').then((m) => setWriter((w) => ({ C: m.ReviewWriter, n: (w?.n ?? 0) + 1 })));
  const browse = (start: BrowserStart) =>
    import('./ReviewsBrowser').then((m) => setBrowser((b) => b ?? { C: m.ReviewsBrowser, start }));

  useEffect(() => {
    const check = () => {
      if (new URLSearchParams(location.search).get('review') === '1' || location.hash === '#write-review')
        void openWriter();
    };
    check();
    window.addEventListener('hashchange', check);
    return () => window.removeEventListener('hashchange', check);
  }, []);

  function onClick(event: MouseEvent) {
    const wanted = (event.target as HTMLElement).closest<HTMLElement>('[data-reviews]')?.dataset.reviews;
    if (!wanted) return;
    const [what, id] = wanted.split(':');
    if (what === 'write') void openWriter();
    else if (what === 'more') void browse({ page: 2 });
    else if (what === 'helpful' || what === 'report') void browse({ page: 1, vote: { kind: what, id: Number(id) } });
  }

  return (
    <div onClick={onClick} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div className="space-y-4">{aside}</div>
      <div className="min-w-0">
        <div id="write-review">{writer && <writer.C key={writer.n} slug={slug} />}</div>
        <label className="flex items-center justify-end gap-2 text-sm">
          Sort by
          <select
            className="field h-9 w-auto py-0"
            value={sort}
            onChange={(e) => {
              setSort(e.target.value as ReviewSort);
              void browse({ page: 1 });
            }}
          >
            {SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {browser ? <browser.C slug={slug} sort={sort} start={browser.start} /> : list}
      </div>
    </div>
  );
}
