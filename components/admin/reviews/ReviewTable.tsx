import Link from 'next/link';
import { Stars } from '@/components/ui/Stars';
import type { AdminReviewRow } from '@/lib/reviews/moderation';
import { DataTable } from '../DataTable';
import { excerpt } from './excerpt';
import { ReviewActions } from './ReviewActions';
import { ReviewPhotos } from './ReviewPhotos';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

function ReviewCell({ r }: { r: AdminReviewRow }) {
  return (
    <div className="max-w-md space-y-1">
      <Stars rating={r.rating} />
      {r.title && <p className="font-medium">{r.title}</p>}
      {r.text && <p className="whitespace-pre-line text-sm">{excerpt(r.text)}</p>}
      <p className="text-xs text-muted">
        {r.authorName}
        {r.packLabel && ` · ${r.packLabel}`} · {dateOf(r.createdAt)}
      </p>
      {r.reply && <p className="border-l-2 border-leaf-300 pl-2 text-xs">Your reply: {excerpt(r.reply.text, 100)}</p>}
    </div>
  );
}

function StatusCell({ r }: { r: AdminReviewRow }) {
  return (
    <div className="space-y-1 text-sm">
      {r.status === 'HIDDEN' ? (
        <p>
          <span className="font-semibold text-spice-700">Hidden</span>
          {r.hiddenReason && <span className="block text-xs text-muted">{r.hiddenReason}</span>}
        </p>
      ) : (
        <p>Published</p>
      )}
      {r.reports > 0 && <p className="text-xs font-semibold text-spice-600">Reported {r.reports}×</p>}
      {r.helpful > 0 && <p className="text-xs text-muted">{r.helpful} found it helpful</p>}
    </div>
  );
}

/** One row per review: what it says, the product, its photos, where it stands, and what staff can do. */
export function ReviewTable({ items }: { items: AdminReviewRow[] }) {
  return (
    <DataTable
      label="Reviews"
      rows={items}
      empty="No reviews match."
      columns={[
        { header: 'Review', cell: (r) => <ReviewCell r={r} /> },
        {
          header: 'Product',
          cell: (r) => (
            <Link href={`/products/${r.product.slug}#reviews`} className="text-leaf-800 hover:underline">
              {r.product.title}
            </Link>
          ),
        },
        { header: 'Photos', cell: (r) => <ReviewPhotos photos={r.photos} /> },
        { header: 'Status', cell: (r) => <StatusCell r={r} /> },
        { header: <span className="sr-only">Actions</span>, cell: (r) => <ReviewActions review={r} /> },
      ]}
    />
  );
}
