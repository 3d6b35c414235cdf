'use client';

import { useState } from 'react';
import { TextField } from '@/components/ui/form/TextField';
import { bindText } from '@/components/ui/form/bind';
import { adminOrdersApi } from '@/lib/api-client/admin-orders';
import { formatRupees } from '@/lib/money';
import { ConfirmDialog, ReasonField, useDialogWrite } from './ConfirmDialog';

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
  const [key] = useState(() => crypto.randomUUID());
  const { send, errors, frame } = useDialogWrite(
    (input: { amount: number; reason: string }) => adminOrdersApi.refund(subOrderNumber, input, key),
    onClose,
  );
  const [amount, setAmount] = useState(refundable.toFixed(2));
  const [reason, setReason] = useState('');
  function submit() {
    const body = { amount: Number(amount), reason: reason.trim() };
    return send(body, `Refund of ${formatRupees(body.amount)} issued.`);
  }
  return (
    <ConfirmDialog
      title="Refund"
      explain={`Up to ${formatRupees(refundable)} can still be refunded on this part, to the way it was paid.`}
      confirm="Yes, refund"
      busyLabel="Refunding…"
      tone="btn-accent"
      {...frame(submit)}
    >
      <TextField
        label="Amount (₹)"
        type="number"
        inputMode="decimal"
        min="0.01"
        step="0.01"
        max={refundable}
        required
        {...bindText(amount, setAmount, errors.amount)}
      />
      <ReasonField label="Reason" maxLength={300} {...bindText(reason, setReason, errors.reason)} />
    </ConfirmDialog>
  );
}
