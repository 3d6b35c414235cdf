'use client';

import { useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { TextField } from '@/components/ui/form/TextField';
import { SelectField } from '@/components/ui/form/fields';
import { useAdminWrite } from '@/components/admin/useAdminWrite';
import { COURIERS, trackingUrlFor } from '@/lib/fulfilment/couriers';

const OTHER = 'Other';
const COURIER_OPTIONS = [
  ...COURIERS.map((c) => ({ value: c.name, label: c.name })),
  { value: OTHER, label: 'Other (type its name)' },
];

/** Ships the part: courier, waybill, and a tracking link filled from the courier's pattern until the seller edits it. */
export function ShipDialog({ subOrderNumber, onClose }: { subOrderNumber: string; onClose: () => void }) {
  const { write, errors, busy } = useAdminWrite();
  const [choice, setChoice] = useState(COURIERS[0].name);
  const [typed, setTyped] = useState('');
  const [waybill, setWaybill] = useState('');
  const [edited, setEdited] = useState<string | null>(null);
  const courier = choice === OTHER ? typed : choice;
  const trackingUrl = edited ?? trackingUrlFor(courier, waybill);
  async function submit() {
    const body = {
      status: 'SHIPPED',
      logisticProvider: courier.trim(),
      waybillNumber: waybill.trim(),
      ...(trackingUrl.trim() ? { trackingUrl: trackingUrl.trim() } : {}),
    };
    const done = await write(
      `/api/v1/admin/orders/${encodeURIComponent(subOrderNumber)}/status`,
      'POST',
      body,
      `Shipped with ${body.logisticProvider}.`,
    );
    if (done) onClose();
  }
  return (
    <Modal open onClose={onClose} title="Ship this part?">
      <form className="space-y-4" onSubmit={(e) => (e.preventDefault(), void submit())}>
        <p className="text-muted">
          The shopper is mailed the courier, the waybill and the tracking link; the tax invoice is issued.
        </p>
        <SelectField
          label="Courier"
          options={COURIER_OPTIONS}
          value={choice}
          onChange={(e) => (setChoice(e.target.value), setEdited(null))}
        />
        {choice === OTHER && (
          <TextField
            label="Courier name"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            required
            maxLength={80}
            error={errors.logisticProvider}
          />
        )}
        <TextField
          label="Waybill number"
          value={waybill}
          onChange={(e) => setWaybill(e.target.value)}
          required
          maxLength={80}
          error={errors.waybillNumber}
        />
        <TextField
          label="Tracking link"
          type="url"
          inputMode="url"
          placeholder="https://"
          value={trackingUrl}
          onChange={(e) => setEdited(e.target.value)}
          maxLength={500}
          error={errors.trackingUrl}
          hint={
            choice === OTHER
              ? 'Shown to the shopper as your own link.'
              : 'Filled from the courier and the waybill; it must stay on the courier’s site.'
          }
        />
        <div className="flex gap-3">
          <button type="button" className="btn btn-outline h-11 flex-1" onClick={onClose}>
            Go back
          </button>
          <button type="submit" className="btn btn-primary h-11 flex-1" disabled={busy}>
            {busy ? 'Saving…' : 'Yes, ship'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
