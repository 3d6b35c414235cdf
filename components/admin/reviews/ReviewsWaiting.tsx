import Link from 'next/link';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The dashboard's note of reviews waiting for staff, each count a link to that list; nothing when none wait. */
export function ReviewsWaiting({ photos, reported }: { photos: number; reported: number }) {
  if (!photos && !reported) return null;
  return (
    <p role="status" className="rounded-2xl bg-white p-4 text-sm shadow-card">
      <span className="font-semibold">Reviews waiting: </span>
      {photos > 0 && (
        <Link href="/admin/reviews?status=PHOTOS_PENDING" className="text-leaf-800 underline">
          {plural(photos, 'review has photos to approve', 'reviews have photos to approve')}
        </Link>
      )}
      {photos > 0 && reported > 0 && ' · '}
      {reported > 0 && (
        <Link href="/admin/reviews?status=REPORTED" className="text-leaf-800 underline">
          {plural(reported, 'review was reported', 'reviews were reported')}
        </Link>
      )}
    </p>
  );
}
