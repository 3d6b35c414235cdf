'use client';

import { useEffect, useState } from 'react';
import { ApiError, isSignedOut } from '@/lib/api-client/fetch';
import { reviewsApi } from '@/lib/api-client/reviews';
import { notify } from '@/lib/notify';
import type { ReviewSort } from '@/lib/reviews/rules';
import type { ReviewDto, ReviewPage } from '@/lib/reviews/types';
import { ReviewItem } from './ReviewItem';
import { VoteButtons } from './VoteButtons';

type VoteKind = 'helpful' | 'report';
export type BrowserStart = { page: number; vote?: { kind: VoteKind; id: number } };
export type ReviewsBrowserProps = { slug: string; sort: ReviewSort; start: BrowserStart };

/** Loaded on first use (ReviewsLoader): the list replaced by pages from the API, and the votes. */
export function ReviewsBrowser({ slug, sort, start }: ReviewsBrowserProps) {
  const [page, setPage] = useState(start.page);
  const [shownSort, setShownSort] = useState(sort);
  const [data, setData] = useState<ReviewPage | null>(null);
  const [failed, setFailed] = useState(false);
  const [votes, setVotes] = useState<Record<number, { helpful?: boolean; report?: boolean; count?: number }>>({});

  // A new sort starts again from its first page.
  if (shownSort !== sort) {
    setShownSort(sort);
    setPage(1);
  }

  useEffect(() => {
    let live = true;
    reviewsApi
      .page(slug, page, sort)
      .then((d) => live && (setData(d), setFailed(false)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [slug, page, sort]);

  const vote = (kind: VoteKind, id: number) =>
    sendVote(kind, id).then((done) => {
      if (done) setVotes((v) => ({ ...v, [id]: { ...v[id], [kind]: true, ...done } }));
    });

  // The click that loaded this list, once.
  const first = start.vote;
  useEffect(() => {
    if (first) void vote(first.kind, first.id);
  }, [first]);

  if (failed) return <p role="alert">The reviews could not be loaded. Please try again.</p>;
  if (!data) return <p className="py-5 text-sm text-muted">Loading reviews…</p>;
  const pages = Math.max(1, Math.ceil(data.total / data.size));
  const item = (r: ReviewDto) => (
    <ReviewItem
      key={r.id}
      review={r}
      actions={
        <VoteButtons
          id={r.id}
          helpfulCount={votes[r.id]?.count ?? r.helpfulCount}
          done={votes[r.id]}
          onVote={(kind) => void vote(kind, r.id)}
        />
      }
    />
  );
  return (
    <div>
      {data.items.length ? (
        <div className="divide-y divide-line">{data.items.map(item)}</div>
      ) : (
        <p className="py-5 text-muted">No reviews here yet.</p>
      )}
      {pages > 1 && (
        <nav aria-label="Review pages" className="flex items-center gap-3 text-sm">
          <button type="button" className="btn btn-outline h-9" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="btn btn-outline h-9"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next page
          </button>
        </nav>
      )}
    </div>
  );
}

/** One vote; what it changed (null when nothing did). Asking twice counts as done. */
async function sendVote(kind: VoteKind, id: number): Promise<{ count?: number } | null> {
  try {
    if (kind === 'report') {
      await reviewsApi.report(id);
      notify.success('Thanks. Our team will look at this review.');
      return {};
    }
    return { count: (await reviewsApi.helpful(id)).helpfulCount };
  } catch (error) {
    if (isSignedOut(error)) return null;
    notify.error(error instanceof ApiError ? error.message : 'Please try again.');
    return error instanceof ApiError && error.status === 409 ? {} : null;
  }
}
