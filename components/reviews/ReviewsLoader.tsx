'use client';

import { useEffect, useState, type ReactNode, type SyntheticEvent } from 'react';
import type { ReviewSort } from '@/lib/reviews/rules';
import type { BrowserStart } from './ReviewsBrowser';

const loadParts = () => import('./interactive');
type Parts = Awaited<ReturnType<typeof loadParts>>;

/**
 * The reviews' only eager client code, kept small (product first-load budget): the summary, sort
 * select and first page arrive as server HTML; the list browser (sort, pages, votes) and the form
 * load on first use (./interactive). Server HTML asks through `data-reviews`: "write", "more",
 * "sort" (the select), "helpful:{id}", "report:{id}". `?review=1` or `#write-review` opens the form.
 */
export function ReviewsLoader({
  slug,
  aside,
  sortSelect,
  list,
}: {
  slug: string;
  aside: ReactNode;
  sortSelect: ReactNode;
  list: ReactNode;
}) {
  const [parts, setParts] = useState<Parts | null>(null);
  // A new key per opening: the form asks again for the shopper's standing.
  const [writer, setWriter] = useState(0);
  const [start, setStart] = useState<BrowserStart | null>(null);
  const [sort, setSort] = useState<ReviewSort>('newest');

  const openWriter = () => loadParts().then((p) => (setParts(p), setWriter((n) => n + 1)));
  const browse = (next: BrowserStart) => loadParts().then((p) => (setParts(p), setStart((s) => s ?? next)));

  // Opened by link (the order page, the review-request mail): checked once, on arrival.
  useEffect(() => {
    if (new URLSearchParams(location.search).get('review') === '1' || location.hash === '#write-review')
      void loadParts().then((p) => (setParts(p), setWriter((n) => n + 1)));
  }, []);

  function onEvent(event: SyntheticEvent) {
    const target = event.target as HTMLSelectElement;
    const [what, id] = (target.closest<HTMLElement>('[data-reviews]')?.dataset.reviews ?? '').split(':');
    if (event.type === 'change') {
      if (what !== 'sort') return;
      setSort(target.value as ReviewSort);
      void browse({ page: 1 });
    } else if (what === 'write') void openWriter();
    else if (what === 'more') void browse({ page: 2 });
    else if (what === 'helpful' || what === 'report') void browse({ page: 1, vote: { kind: what, id: Number(id) } });
  }

  return (
    <div onClick={onEvent} onChange={onEvent} className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
      <div className="space-y-4">{aside}</div>
      <div className="min-w-0">
        <div id="write-review">{parts && writer > 0 && <parts.ReviewWriter key={writer} slug={slug} />}</div>
        {sortSelect}
        {parts && start ? <parts.ReviewsBrowser slug={slug} sort={sort} start={start} /> : list}
      </div>
    </div>
  );
}
