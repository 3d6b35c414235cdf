import type { ReactNode } from 'react';
import { Stars } from '@/components/ui/Stars';
import { formatIstDate } from '@/lib/format/ist';
import type { ReviewDto } from '@/lib/reviews/types';

/**
 * One review: plain text rendered by React (escaped; newlines kept by white-space), the pack bought,
 * approved photos and the store's reply. Renders on the server and inside the client list alike;
 * `actions` are the Helpful and Report buttons.
 */
export function ReviewItem({ review: r, actions }: { review: ReviewDto; actions?: ReactNode }) {
  return (
    <article className="space-y-2 py-5" data-testid="review" aria-label={`Review by ${r.authorName}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={r.rating} />
        {r.title && <h3 className="font-semibold">{r.title}</h3>}
      </div>
      <p className="text-sm text-muted">
        <span className="font-medium text-ink">{r.authorName}</span>
        {' · '}
        <span className="text-leaf-700">Verified buyer</span>
        {r.packLabel && ` · Bought ${r.packLabel}`}
        {' · '}
        <time dateTime={r.createdAt}>{formatIstDate(r.createdAt)}</time>
        {r.editedAt && ' (edited)'}
      </p>
      {r.text && <p className="whitespace-pre-line break-words">{r.text}</p>}
      {r.photos.length > 0 && (
        <div className="flex gap-2">
          {r.photos.map((p) => (
            // eslint-disable-next-line @next/next/no-img-element -- small stored photos, already sized
            <img
              key={p.url}
              src={p.url}
              alt={`Photo from ${r.authorName}'s review`}
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
          <p className="font-medium">Reply from the store</p>
          <p className="whitespace-pre-line break-words">{r.reply.text}</p>
        </div>
      )}
      {actions}
    </article>
  );
}
