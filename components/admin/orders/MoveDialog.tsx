'use client';

import { useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { TextAreaField } from '@/components/ui/form/fields';
import type { SellerAction } from '@/lib/fulfilment/seller-actions';
import { useAdminWrite } from '@/components/admin/useAdminWrite';

const ASK: Partial<Record<SellerAction['kind'], { explain: string; done: string }>> = {
  pack: { explain: 'The part moves to packing; the shopper sees it is being prepared.', done: 'Moved to packing.' },
  deliver: {
    explain: 'The courier handed the parcel over. The shopper is mailed, and a return can be asked for from now.',
    done: 'Marked delivered.',
  },
  rto: {
    explain:
      'The courier brought the parcel back undelivered. Its stock goes back on sale and a prepaid part is refunded.',
    done: 'Returned to origin.',
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
  const { write, errors, busy } = useAdminWrite();
  const [note, setNote] = useState('');
  const ask = ASK[action.kind] ?? { explain: '', done: 'Done.' };
  const cancel = action.kind === 'cancel';
  async function submit() {
    const body = { status: action.to, ...(note.trim() ? { note: note.trim() } : {}) };
    const done = await write(
      `/api/v1/admin/orders/${encodeURIComponent(subOrderNumber)}/status`,
      'POST',
      body,
      ask.done,
    );
    if (done) onClose();
  }
  return (
    <Modal open onClose={onClose} title={`${action.label}?`}>
      <form className="space-y-4" onSubmit={(e) => (e.preventDefault(), void submit())}>
        <p className="text-muted">{ask.explain}</p>
        {cancel && (
          <TextAreaField
            label="Reason for the shopper"
            value={note}
            onChange={(e) => setNote(e.target.value)}
            required
            minLength={3}
            maxLength={500}
            error={errors.note}
          />
        )}
        <div className="flex gap-3">
          <button type="button" className="btn btn-outline h-11 flex-1" onClick={onClose}>
            Go back
          </button>
          <button type="submit" className={`btn h-11 flex-1 ${cancel ? 'btn-accent' : 'btn-primary'}`} disabled={busy}>
            {busy ? 'Saving…' : `Yes, ${action.label.toLowerCase()}`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
