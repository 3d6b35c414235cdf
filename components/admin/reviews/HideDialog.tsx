'use client';

import { useState } from 'react';
import { adminReviewsApi } from '@/lib/api-client/admin-reviews';
import { moderateReviewSchema, type ModerateReviewInput } from '@/lib/reviews/moderation-rules';
import { bindText } from '@/components/ui/form/bind';
import { ConfirmDialog, ReasonField, useDialogWrite } from '../orders/ConfirmDialog';

/** Hides a review from the shop with the reason staff give (kept with it and in the audit log). */
export function HideDialog({ reviewId, onClose }: { reviewId: number; onClose: () => void }) {
  const { sendChecked, errors, frame } = useDialogWrite(
    (input: ModerateReviewInput) => adminReviewsApi.moderate(reviewId, input),
    onClose,
  );
  const [reason, setReason] = useState('');
  const submit = () => sendChecked(moderateReviewSchema, { action: 'hide' as const, reason }, 'Review hidden');
  return (
    <ConfirmDialog
      title="Hide this review"
      explain="Shoppers stop seeing it, and the product's rating no longer counts it. You can publish it again later."
      confirm="Hide review"
      busyLabel="Hiding…"
      tone="btn-accent"
      {...frame(submit)}
    >
      <ReasonField label="Reason (for staff)" maxLength={300} {...bindText(reason, setReason, errors.reason)} />
    </ConfirmDialog>
  );
}
