import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Stars } from '@/components/ui/Stars';
import { formatIstDate } from '@/lib/format/ist';
import { STANDARD_LABEL } from '@/lib/catalog/variants';
import type { Locale } from '@/lib/i18n/locales';
import { ANONYMOUS_AUTHOR } from '@/lib/reviews/rules';
import type { ReviewDto } from '@/lib/reviews/types';

/**
 * One review: plain text rendered by React (escaped; newlines kept by white-space), the pack bought,
 * approved photos and the store's reply. Renders on the server and inside the client list alike;
 * `actions` are the Helpful and Report buttons.
 */
export function ReviewItem({ review: r, actions }: { review: ReviewDto; actions?: ReactNode }) {
  const t = useTranslations('Reviews.item');
  const locale = useLocale() as Locale;
  // The pack's label is stored as bought (English); a product without sizes says 'Standard', named in the page's language.
  const pack = r.packLabel === STANDARD_LABEL ? t('standardPack') : r.packLabel;
  const author = r.authorName === ANONYMOUS_AUTHOR ? t('anonymous') : r.authorName;
  return (
    <article className="space-y-2 py-5" data-testid="review" aria-label={t('by', { name: author })}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={r.rating} />
        {r.title && <h3 className="font-semibold">{r.title}</h3>}
      </div>
      <p className="text-sm text-muted">
        <span className="font-medium text-ink">{author}</span>
        {' · '}
        <span className="text-leaf-700">{t('verified')}</span>
        {pack && ` · ${t('bought', { pack })}`}
        {' · '}
        <time dateTime={r.createdAt}>{formatIstDate(r.createdAt, locale)}</time>
        {r.editedAt && ` ${t('edited')}`}
      </p>
      {r.text && <p className="whitespace-pre-line break-words">{r.text}</p>}
      {r.photos.length > 0 && (
        <div className="flex gap-2">
          {r.photos.map((p) => (
            // eslint-disable-next-line @next/next/no-img-element -- small stored photos, already sized
            <img
              key={p.url}
              src={p.url}
              alt={t('photoAlt', { name: author })}
              loading="lazy"
              width={80}
              height={80}
              className="h-20 w-20 rounded-xl object-cover"
            />
          ))}
        </div>
      )}
      {r.reply && (
        <div className="rounded-2xl bg-sand-50 p-3 text-sm">
          <p className="font-medium">{t('reply')}</p>
          <p className="whitespace-pre-line break-words">{r.reply.text}</p>
        </div>
      )}
      {actions}
    </article>
  );
}
