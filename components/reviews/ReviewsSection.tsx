import type { ReviewSort } from '@/lib/reviews/rules';
import type { ReviewPage } from '@/lib/reviews/types';
import { ReviewItem } from './ReviewItem';
import { ReviewSummary } from './ReviewSummary';
import { ReviewsLoader } from './ReviewsLoader';
import { VoteButtons } from './VoteButtons';

const SORTS = [
  ['newest', 'Newest'],
  ['highest', 'Highest rated'],
  ['lowest', 'Lowest rated'],
  ['photos', 'With photos'],
] as const satisfies readonly (readonly [ReviewSort, string])[];

const WHO_CAN_WRITE = 'Only shoppers who bought this product and received it can review it.';

/** The product page's reviews: the summary and the first page, rendered on the server (anchor #reviews). */
export function ReviewsSection({ slug, reviews }: { slug: string; reviews: ReviewPage }) {
  const { summary, items, total } = reviews;
  const aside = (
    <>
      {summary.count > 0 ? <ReviewSummary summary={summary} /> : <p className="font-medium">No reviews yet</p>}
      <p className="text-sm text-muted">{WHO_CAN_WRITE}</p>
      <button type="button" data-reviews="write" className="btn btn-outline h-10">
        Write a review
      </button>
    </>
  );
  const list = (
    <>
      <div className="divide-y divide-line">
        {items.map((r) => (
          <ReviewItem key={r.id} review={r} actions={<VoteButtons id={r.id} helpfulCount={r.helpfulCount} />} />
        ))}
      </div>
      {total > items.length && (
        <button type="button" data-reviews="more" className="btn btn-outline h-10">
          Next page
        </button>
      )}
    </>
  );
  const sortSelect = (
    <label className="flex items-center justify-end gap-2 text-sm">
      Sort by
      <select data-reviews="sort" defaultValue="newest" className="field h-9 w-auto py-0">
        {SORTS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24 space-y-6">
      <h2 id="reviews-heading" className="font-display text-2xl">
        Customer reviews
      </h2>
      <ReviewsLoader slug={slug} aside={aside} sortSelect={sortSelect} list={list} />
    </section>
  );
}
