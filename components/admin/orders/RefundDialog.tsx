'use client';

import { useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/form/TextField';
import { TextAreaField } from '@/components/ui/form/fields';
import { useAdminWrite } from '@/components/admin/useAdminWrite';
import { formatRupees } from '@/lib/money';

/**
 * Gives money back for this part: all that is left (pre-filled) or less. The key is made once per
 * opened dialog, so a double click or a retry answers the first refund instead of paying twice.
 */
export function RefundDialog({
  subOrderNumber,
  refundable,
  onClose,
}: {
  subOrderNumber: string;
  refundable: number;
  onClose: () => void;
}) {
  const { write, errors, busy } = useAdminWrite();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState(refundable.toFixed(2));
  const [reason, setReason] = useState('');
  async function submit() {
    const body = { amount: Number(amount), reason: reason.trim() };
    const path = `/api/v1/admin/orders/${encodeURIComponent(subOrderNumber)}/refund`;
    const done = await write(path, 'POST', body, `Refund of ${formatRupees(body.amount)} issued.`, {
      'Idempotency-Key': key,
    });
    if (done) onClose();
  }
  return (
    <Modal open onClose={onClose} title="Refund">
      <form className="space-y-4" onSubmit={(e) => (e.preventDefault(), void submit())}>
        <p className="text-muted">
          Up to {formatRupees(refundable)} can still be refunded on this part, to the way it was paid.
        </p>
        <TextField
          label="Amount (₹)"
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          max={refundable}
          required
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
        />
        <TextAreaField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          minLength={3}
          maxLength={300}
          error={errors.reason}
        />
        <div className="flex gap-3">
          <button type="button" className="btn btn-outline h-11 flex-1" onClick={onClose}>
            Go back
          </button>
          <button type="submit" className="btn btn-accent h-11 flex-1" disabled={busy}>
            {busy ? 'Refunding…' : 'Yes, refund'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
