import type { AdminReviewRow } from '@/lib/reviews/moderation';

const BADGE = { PENDING: 'Waiting', REJECTED: 'Rejected', APPROVED: null } as const;

/** A review's photos as thumbnails, each opening full size; a badge on those not shown to shoppers. */
export function ReviewPhotos({ photos }: { photos: AdminReviewRow['photos'] }) {
  if (!photos.length) return <span className="text-muted">—</span>;
  return (
    <ul className="flex gap-1.5" aria-label="Photos">
      {photos.map((p, i) => (
        <li key={p.id} className="relative">
          <a href={p.url} target="_blank" rel="noreferrer">
            {/* eslint-disable-next-line @next/next/no-img-element -- small back-office thumbnail, no optimisation needed */}
            <img
              src={p.url}
              alt={`Photo ${i + 1}${BADGE[p.status] ? ` (${BADGE[p.status]!.toLowerCase()})` : ''}`}
              width={48}
              height={48}
              className={`h-12 w-12 rounded-md object-cover ${p.status === 'REJECTED' ? 'opacity-40' : ''}`}
            />
          </a>
          {BADGE[p.status] && (
            <span
              aria-hidden
              className="absolute -top-1.5 left-0 rounded bg-spice-600 px-1 text-[10px] font-semibold text-white"
            >
              {BADGE[p.status]}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
