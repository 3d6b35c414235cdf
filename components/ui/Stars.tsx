import { groupIndian } from '@/lib/format/indian-grouping';
import { useCommonWords } from './useCommonWords';

/**
 * 0–5 stars with partial fill, drawn with the ★ character (one text node instead of ten SVGs
 * per card: listing and home pages show dozens of these). Screen readers get the number.
 */
export function Stars({ rating, count, size = 14 }: { rating: number; count?: number; size?: number }) {
  const word = useCommonWords();
  const value = Math.max(0, Math.min(5, rating));
  return (
    <span className="stars-row">
      <span
        role="img"
        aria-label={word('rated', { rating: value.toFixed(1) })}
        className="stars"
        style={{ fontSize: size + 2 }}
      >
        <span className="text-sand-300" aria-hidden>
          ★★★★★
        </span>
        {/* Rounded: a float like 84.00000000000001% is bytes in every card. */}
        <span className="stars-fill" style={{ width: `${Math.round(value * 2000) / 100}%` }} aria-hidden>
          ★★★★★
        </span>
      </span>
      {count !== undefined && <span className="text-xs text-muted">{`(${groupIndian(String(count))})`}</span>}
    </span>
  );
}
