import type { ReviewPage } from '@/lib/reviews/types';
import { ReviewItem } from './ReviewItem';
import { ReviewSummary } from './ReviewSummary';
import { ReviewsLoader } from './ReviewsLoader';
import { VoteButtons } from './VoteButtons';

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
  return (
    <section id="reviews" aria-labelledby="reviews-heading" className="scroll-mt-24 space-y-6">
      <h2 id="reviews-heading" className="font-display text-2xl">
        Customer reviews
      </h2>
      <ReviewsLoader slug={slug} aside={aside} list={list} />
    </section>
  );
}
