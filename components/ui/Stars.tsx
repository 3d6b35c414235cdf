import { StarIcon } from './icons';

/** 0–5 stars with partial fill; the number is given to screen readers in words. */
export function Stars({ rating, count, size = 14 }: { rating: number; count?: number; size?: number }) {
  const value = Math.max(0, Math.min(5, rating));
  return (
    <span className="inline-flex items-center gap-1.5">
      <span className="relative inline-flex" role="img" aria-label={`Rated ${value.toFixed(1)} out of 5`}>
        <span className="flex text-sand-300">
          {[0, 1, 2, 3, 4].map((i) => <StarIcon key={i} size={size} />)}
        </span>
        <span className="absolute inset-0 flex overflow-hidden text-honey-500" style={{ width: `${(value / 5) * 100}%` }}>
          {[0, 1, 2, 3, 4].map((i) => <StarIcon key={i} size={size} className="shrink-0" />)}
        </span>
      </span>
      {count !== undefined && <span className="text-xs text-muted">({count.toLocaleString('en-IN')})</span>}
    </span>
  );
}
