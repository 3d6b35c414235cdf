import { useTranslations } from 'next-intl';
import type { ReviewSort } from '@/lib/reviews/rules';
import type { ReviewPage } from '@/lib/reviews/types';
import { ReviewItem } from './ReviewItem';
import { ReviewSummary } from './ReviewSummary';
import { ReviewsLoader } from './ReviewsLoader';
import { VoteButtons } from './VoteButtons';

/** The sorts in menu order, each named by its Reviews message (sort.*). */
const SORTS = ['newest', 'highest', 'lowest', 'photos'] as const satisfies readonly ReviewSort[];

/** A button that asks ReviewsLoader for something (`data-reviews`), which loads the interactive part on first use. */
function AskButton({ ask, children }: { ask: 'write' | 'more'; children: string }) {
  return (
    <button type="button" data-reviews={ask} className="btn btn-outline h-10">
      {children}
    </button>
  );
}

/** The product page's reviews: the summary and the first page, rendered on the server (anchor #reviews). */
export function ReviewsSection({ slug, reviews }: { slug: string; reviews: ReviewPage }) {
  const t = useTranslations('Reviews');
  const { summary, items, total } = reviews;
  const aside = (
    <>
      {summary.count > 0 ? <ReviewSummary summary={summary} /> : <p className="font-medium">{t('none')}</p>}
      <p className="text-sm text-muted">{t('whoCanWrite')}</p>
      <AskButton ask="write">{t('write')}</AskButton>
    </>
  );
  const list = (
    <>
      <div className="divide-y divide-line">
        {items.map((r) => (
          <ReviewItem key={r.id} review={r} actions={<VoteButtons id={r.id} helpfulCount={r.helpfulCount} />} />
        ))}
      </div>
      {total > items.length && <AskButton ask="more">{t('nextPage')}</AskButton>}
    </>
  );
  const sortSelect = (
    <label className="flex items-center justify-end gap-2 text-sm">
      {t('sortBy')}
      <select data-reviews="sort" defaultValue="newest" className="field h-9 w-auto py-0">
        {SORTS.map((value) => (
          <option key={value} value={value}>
            {t(`sort.${value}`)}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24 space-y-6">
      <h2 id="reviews-heading" className="font-display text-2xl">
        {t('heading')}
      </h2>
      <ReviewsLoader slug={slug} aside={aside} sortSelect={sortSelect} list={list} />
    </section>
  );
}
