import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PAGE_SIZE, pageListing, type ListingProduct } from '@/lib/catalog/listing';
import { useCardActionClicks } from '@/components/product/useCardActionClicks';
import { ListingSections } from './ListingSections';

type Props = {
  shown: ListingProduct[];
  /** grouped under parent-category headings (the filter is All) */
  grouped: boolean;
  /** the view's query string: a new one (filters or sort changed) starts again at the first page */
  viewKey: string;
  /** this view's first page as the server drew it (the page's own view): shown instead of drawing it again */
  firstPage?: ReactNode;
};

/**
 * The cards of the current view, PAGE_SIZE at a time (the server's HTML and the hydration work
 * stay small); 'Show more' adds the next page below and hands focus to its first card, so a
 * keyboard user carries on where the new cards start.
 */
export function ListingResults({ shown, grouped, viewKey, firstPage }: Props) {
  const t = useTranslations('Listing');
  const [paging, setPaging] = useState({ viewKey, pages: 1 });
  // Forget the old view's pages at once, so going back to it starts at its first page too.
  if (paging.viewKey !== viewKey) setPaging({ viewKey, pages: 1 });
  const pages = paging.viewKey === viewKey ? paging.pages : 1;
  const { sections, remaining } = useMemo(() => pageListing(shown, grouped, pages), [shown, grouped, pages]);
  const list = useRef<HTMLDivElement>(null);
  const focusCard = useRef<number | null>(null);
  useCardActionClicks(list);

  useEffect(() => {
    if (focusCard.current === null) return;
    list.current?.querySelectorAll<HTMLElement>('article h3 a')[focusCard.current]?.focus();
    focusCard.current = null;
  }, [pages]);

  const showMore = () => {
    focusCard.current = pages * PAGE_SIZE;
    setPaging({ viewKey, pages: pages + 1 });
  };

  return (
    <div ref={list}>
      <div className={grouped ? 'space-y-12' : undefined}>
        {pages === 1 && firstPage ? firstPage : <ListingSections sections={sections} />}
      </div>
      {remaining > 0 && (
        <div className="mt-10 text-center">
          <button type="button" onClick={showMore} className="btn btn-outline">
            {t('showMore')} <span className="font-normal">{t('left', { count: String(remaining) })}</span>
          </button>
        </div>
      )}
    </div>
  );
}
