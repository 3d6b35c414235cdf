import { useTranslations } from 'next-intl';

type Vote = 'helpful' | 'report';

/**
 * Helpful (count) and Report under a review. Without handlers they ask through `data-reviews`
 * (the server list: ReviewsLoader loads the browser); the browser passes handlers and the state.
 */
export function VoteButtons({
  id,
  helpfulCount,
  onVote,
  done = {},
}: {
  id: number;
  helpfulCount: number;
  onVote?: (kind: Vote) => void;
  done?: { helpful?: boolean; report?: boolean };
}) {
  const t = useTranslations('Reviews.votes');
  const vote = (kind: Vote) => ({
    type: 'button' as const,
    'data-reviews': onVote ? undefined : `${kind}:${id}`,
    onClick: onVote && (() => onVote(kind)),
    disabled: done[kind],
  });
  return (
    <div className="flex gap-3 text-sm">
      <button className="btn btn-outline h-8 px-3" {...vote('helpful')} aria-pressed={done.helpful ?? false}>
        {t('helpful', { count: String(helpfulCount) })}
      </button>
      <button className="text-muted underline-offset-2 hover:underline disabled:no-underline" {...vote('report')}>
        {done.report ? t('reported') : t('report')}
      </button>
    </div>
  );
}
