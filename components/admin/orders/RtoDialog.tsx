'use client';

import { useState } from 'react';
import { adminOrdersApi } from '@/lib/api-client/admin-orders';
import { bindText } from '@/components/ui/form/bind';
import { CheckField, TextAreaField } from '@/components/ui/form/fields';
import { ConfirmDialog, useDialogWrite } from './ConfirmDialog';

/**
 * The courier brought the parcel back undelivered (RTO): the seller says whether its items go back on sale
 * (a damaged or opened parcel does not) and may note why; a prepaid part is refunded, a COD one owes nothing.
 */
export function RtoDialog({ subOrderNumber, onClose }: { subOrderNumber: string; onClose: () => void }) {
  const { send, errors, frame } = useDialogWrite(
    (input: Parameters<typeof adminOrdersApi.move>[1]) => adminOrdersApi.move(subOrderNumber, input),
    onClose,
  );
  const [restock, setRestock] = useState(true);
  const [note, setNote] = useState('');
  const submit = () =>
    send(
      { status: 'RETURNED', restock, ...(note.trim() ? { note: note.trim() } : {}) },
      restock ? 'Returned to origin; the items are back in stock.' : 'Returned to origin; the stock is unchanged.',
    );
  return (
    <ConfirmDialog
      title="Returned to origin?"
      explain="The courier brought the parcel back undelivered. A prepaid part is refunded; cash on delivery was never paid, so nothing is owed, and the parcel counts on the buyer's COD record."
      confirm="Yes, returned to origin"
      {...frame(submit)}
    >
      <CheckField label="Put the items back in stock" checked={restock} onChange={setRestock} name="restock" />
      <TextAreaField
        label="Note (optional)"
        hint="Kept on the order's history, e.g. why the stock stays out."
        maxLength={500}
        {...bindText(note, setNote, errors.note)}
      />
    </ConfirmDialog>
  );
}
