'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useState } from 'react';
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
  const t = useTranslations('Reviews');
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
    sendVote(kind, id, { reported: t('browser.reported'), retry: t('writer.retry') }).then((done) => {
      if (done) setVotes((v) => ({ ...v, [id]: { ...v[id], [kind]: true, ...done } }));
    });

  // The click that loaded this list, once (an effect event: the vote's words do not re-run it).
  const first = start.vote;
  const voteFirst = useEffectEvent((kind: VoteKind, id: number) => void vote(kind, id));
  useEffect(() => {
    if (first) voteFirst(first.kind, first.id);
  }, [first]);

  if (failed) return <p role="alert">{t('browser.failed')}</p>;
  if (!data) return <p className="py-5 text-sm text-muted">{t('browser.loading')}</p>;
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
        <p className="py-5 text-muted">{t('browser.empty')}</p>
      )}
      {pages > 1 && (
        <nav aria-label={t('pages')} className="flex items-center gap-3 text-sm">
          <button type="button" className="btn btn-outline h-9" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('previous')}
          </button>
          <span>{t('pageOf', { page: String(page), pages: String(pages) })}</span>
          <button
            type="button"
            className="btn btn-outline h-9"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('nextPage')}
          </button>
        </nav>
      )}
    </div>
  );
}

/** One vote; what it changed (null when nothing did). Asking twice counts as done. `words`: the toasts' own. */
async function sendVote(
  kind: VoteKind,
  id: number,
  words: { reported: string; retry: string },
): Promise<{ count?: number } | null> {
  try {
    if (kind === 'report') {
      await reviewsApi.report(id);
      notify.success(words.reported);
      return {};
    }
    return { count: (await reviewsApi.helpful(id)).helpfulCount };
  } catch (error) {
    if (isSignedOut(error)) return null;
    notify.error(error instanceof ApiError ? error.message : words.retry);
    return error instanceof ApiError && error.status === 409 ? {} : null;
  }
}
