import { useTranslations } from 'next-intl';
import { Stars } from '@/components/ui/Stars';
import type { ReviewSummary as Summary } from '@/lib/reviews/types';

/** Mean, stars, count and one bar per star level, five first. */
export function ReviewSummary({ summary }: { summary: Summary }) {
  const t = useTranslations('Reviews');
  const { rating, count, histogram } = summary;
  return (
    <div className="space-y-3" data-testid="review-summary">
      <div className="flex items-center gap-3">
        <span className="text-4xl font-semibold">{rating.toFixed(1)}</span>
        <div>
          <Stars rating={rating} size={18} />
          <p className="text-sm text-muted">{t('count', { count })}</p>
        </div>
      </div>
      <ul className="space-y-1 text-sm" aria-label={t('byStars')}>
        {[5, 4, 3, 2, 1].map((stars) => {
          const n = histogram[stars - 1];
          const share = count ? Math.round((n / count) * 100) : 0;
          return (
            <li key={stars} className="flex items-center gap-2">
              <span className="w-12 shrink-0">{t('starLevel', { stars })}</span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-sand-100" aria-hidden>
                <span className="block h-full bg-amber-400" style={{ width: `${share}%` }} />
              </span>
              <span className="w-10 shrink-0 text-right text-muted">
                {n}
                {/* Read out as "5 star, 6 reviews": a label on a plain span is not valid HTML (nor read). */}
                <span className="sr-only"> {n === 1 ? t('reviewWord') : t('reviewsWord')}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
