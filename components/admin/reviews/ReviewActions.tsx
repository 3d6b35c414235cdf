'use client';

import { useState } from 'react';
import { adminReviewsApi } from '@/lib/api-client/admin-reviews';
import type { AdminReviewRow } from '@/lib/reviews/moderation';
import { useAdminWrite } from '../useAdminWrite';
import { HideDialog } from './HideDialog';
import { ReplyDialog } from './ReplyDialog';

/** A review row's buttons: publish (approving its waiting photos) or hide, and the reply. */
export function ReviewActions({ review }: { review: AdminReviewRow }) {
  const [open, setOpen] = useState<'hide' | 'reply' | null>(null);
  const { send, busy } = useAdminWrite(() => adminReviewsApi.moderate(review.id, { action: 'publish' }));
  const waiting = review.photos.filter((p) => p.status === 'PENDING').length;
  const hidden = review.status === 'HIDDEN';
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap gap-1.5">
      {(hidden || waiting > 0) && (
        <button
          type="button"
          className="btn btn-primary px-3 py-1"
          disabled={busy}
          onClick={() => void send(undefined, hidden ? 'Review published' : 'Photos approved')}
        >
          {hidden ? 'Publish' : `Approve ${waiting === 1 ? 'photo' : `${waiting} photos`}`}
        </button>
      )}
      {!hidden && (
        <button type="button" className="btn btn-ghost px-3 py-1 text-spice-700" onClick={() => setOpen('hide')}>
          Hide
        </button>
      )}
      <button type="button" className="btn btn-outline px-3 py-1" onClick={() => setOpen('reply')}>
        {review.reply ? 'Edit reply' : 'Reply'}
      </button>
      {open === 'hide' && <HideDialog reviewId={review.id} onClose={close} />}
      {open === 'reply' && <ReplyDialog reviewId={review.id} current={review.reply?.text ?? null} onClose={close} />}
    </div>
  );
}
