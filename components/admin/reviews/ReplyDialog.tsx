'use client';

import { useState } from 'react';
import { TextAreaField } from '@/components/ui/form/fields';
import { bindText } from '@/components/ui/form/bind';
import { adminReviewsApi } from '@/lib/api-client/admin-reviews';
import { reviewReplySchema } from '@/lib/reviews/moderation-rules';
import { ConfirmDialog, useDialogWrite } from '../orders/ConfirmDialog';

/** The shop's one public reply under a review; saving again replaces it. */
export function ReplyDialog({
  reviewId,
  current,
  onClose,
}: {
  reviewId: number;
  current: string | null;
  onClose: () => void;
}) {
  const { sendChecked, errors, frame } = useDialogWrite(
    (input: { text: string }) => adminReviewsApi.reply(reviewId, input),
    onClose,
  );
  const [text, setText] = useState(current ?? '');
  const submit = () => sendChecked(reviewReplySchema, { text }, 'Reply saved');
  return (
    <ConfirmDialog
      title={current ? 'Edit your reply' : 'Reply to this review'}
      explain="Shown to everyone under the review, signed by the shop. Plain text."
      confirm="Save reply"
      {...frame(submit)}
    >
      <TextAreaField label="Reply" maxLength={1000} {...bindText(text, setText, errors.text)} />
    </ConfirmDialog>
  );
}
