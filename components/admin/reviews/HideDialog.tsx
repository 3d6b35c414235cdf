'use client';

import { useState } from 'react';
import { adminReviewsApi } from '@/lib/api-client/admin-reviews';
import { moderateReviewSchema, type ModerateReviewInput } from '@/lib/reviews/moderation-rules';
import { ConfirmDialog, ReasonField } from '../orders/ConfirmDialog';
import { useAdminWrite } from '../useAdminWrite';

/** Hides a review from the shop with the reason staff give (kept with it and in the audit log). */
export function HideDialog({ reviewId, onClose }: { reviewId: number; onClose: () => void }) {
  const { sendChecked, errors, busy } = useAdminWrite((input: ModerateReviewInput) =>
    adminReviewsApi.moderate(reviewId, input),
  );
  const [reason, setReason] = useState('');
  async function submit() {
    const input = { action: 'hide' as const, reason };
    if (await sendChecked(moderateReviewSchema, input, 'Review hidden')) onClose();
  }
  return (
    <ConfirmDialog
      title="Hide this review"
      explain="Shoppers stop seeing it, and the product's rating no longer counts it. You can publish it again later."
      confirm="Hide review"
      busyLabel="Hiding…"
      busy={busy}
      tone="btn-accent"
      onConfirm={() => void submit()}
      onClose={onClose}
    >
      <ReasonField
        label="Reason (for staff)"
        maxLength={300}
        value={reason}
        onChange={setReason}
        error={errors.reason}
      />
    </ConfirmDialog>
  );
}
