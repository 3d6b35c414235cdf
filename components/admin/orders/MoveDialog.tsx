'use client';

import { useState } from 'react';
import { adminOrdersApi } from '@/lib/api-client/admin-orders';
import type { SellerAction } from '@/lib/fulfilment/seller-actions';
import { bindText } from '@/components/ui/form/bind';
import { ConfirmDialog, ReasonField, useDialogWrite } from './ConfirmDialog';

type MoveInput = Parameters<typeof adminOrdersApi.move>[1];

const ASK: Partial<Record<SellerAction['kind'], { explain: string; done: string }>> = {
  pack: { explain: 'The part moves to packing; the shopper sees it is being prepared.', done: 'Moved to packing.' },
  deliver: {
    explain: 'The courier handed the parcel over. The shopper is mailed, and a return can be asked for from now.',
    done: 'Marked delivered.',
  },
  return: {
    explain: 'You have the returned items back. Their stock goes back on sale and what was paid is refunded.',
    done: 'Marked returned.',
  },
  cancel: {
    explain: 'The shopper is mailed with your reason; the stock goes back on sale and a paid part is refunded.',
    done: 'Sub-order cancelled.',
  },
};

/** Asks before a status move (a cancellation with its reason), then makes it and refreshes the page. */
export function MoveDialog({
  subOrderNumber,
  action,
  onClose,
}: {
  subOrderNumber: string;
  action: SellerAction;
  onClose: () => void;
}) {
  const { send, errors, frame } = useDialogWrite(
    (input: MoveInput) => adminOrdersApi.move(subOrderNumber, input),
    onClose,
  );
  const [note, setNote] = useState('');
  const ask = ASK[action.kind] ?? { explain: '', done: 'Done.' };
  const cancel = action.kind === 'cancel';
  function submit() {
    // Only a move (an action with a `to`) opens this dialog.
    const status = action.to as MoveInput['status'];
    return send({ status, ...(note.trim() ? { note: note.trim() } : {}) }, ask.done);
  }
  return (
    <ConfirmDialog
      title={`${action.label}?`}
      explain={ask.explain}
      confirm={`Yes, ${action.label.toLowerCase()}`}
      tone={cancel ? 'btn-accent' : 'btn-primary'}
      {...frame(submit)}
    >
      {cancel && (
        <ReasonField label="Reason for the shopper" maxLength={500} {...bindText(note, setNote, errors.note)} />
      )}
    </ConfirmDialog>
  );
}
