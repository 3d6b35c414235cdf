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
  onVote?: (kind: 'helpful' | 'report') => void;
  done?: { helpful?: boolean; report?: boolean };
}) {
  return (
    <div className="flex gap-3 text-sm">
      <button
        type="button"
        className="btn btn-outline h-8 px-3"
        data-reviews={onVote ? undefined : `helpful:${id}`}
        onClick={onVote && (() => onVote('helpful'))}
        disabled={done.helpful}
        aria-pressed={done.helpful ?? false}
      >
        Helpful ({helpfulCount})
      </button>
      <button
        type="button"
        className="text-muted underline-offset-2 hover:underline disabled:no-underline"
        data-reviews={onVote ? undefined : `report:${id}`}
        onClick={onVote && (() => onVote('report'))}
        disabled={done.report}
      >
        {done.report ? 'Reported' : 'Report'}
      </button>
    </div>
  );
}
