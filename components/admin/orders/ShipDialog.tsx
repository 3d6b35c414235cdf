'use client';

import { useState } from 'react';
import { TextField } from '@/components/ui/form/TextField';
import { SelectField } from '@/components/ui/form/fields';
import { bindText } from '@/components/ui/form/bind';
import { adminOrdersApi } from '@/lib/api-client/admin-orders';
import { COURIERS, trackingUrlFor } from '@/lib/fulfilment/couriers';
import { ConfirmDialog, useDialogWrite } from './ConfirmDialog';

const OTHER = 'Other';
const COURIER_OPTIONS = [
  ...COURIERS.map((c) => ({ value: c.name, label: c.name })),
  { value: OTHER, label: 'Other (type its name)' },
];

/** Ships the part: courier, waybill, and a tracking link filled from the courier's pattern until the seller edits it. */
export function ShipDialog({ subOrderNumber, onClose }: { subOrderNumber: string; onClose: () => void }) {
  const { send, errors, frame } = useDialogWrite(
    (input: Parameters<typeof adminOrdersApi.move>[1]) => adminOrdersApi.move(subOrderNumber, input),
    onClose,
  );
  const [choice, setChoice] = useState(COURIERS[0].name);
  const [typed, setTyped] = useState('');
  const [waybill, setWaybill] = useState('');
  const [edited, setEdited] = useState<string | null>(null);
  const courier = choice === OTHER ? typed : choice;
  const trackingUrl = edited ?? trackingUrlFor(courier, waybill);
  function submit() {
    const body = {
      status: 'SHIPPED' as const,
      logisticProvider: courier.trim(),
      waybillNumber: waybill.trim(),
      ...(trackingUrl.trim() ? { trackingUrl: trackingUrl.trim() } : {}),
    };
    return send(body, `Shipped with ${body.logisticProvider}.`);
  }
  const required = { required: true, maxLength: 80 };
  return (
    <ConfirmDialog
      title="Ship this part?"
      explain="The shopper is mailed the courier, the waybill and the tracking link; the tax invoice is issued."
      confirm="Yes, ship"
      {...frame(submit)}
    >
      <SelectField
        label="Courier"
        options={COURIER_OPTIONS}
        value={choice}
        onChange={(e) => (setChoice(e.target.value), setEdited(null))}
      />
      {choice === OTHER && (
        <TextField label="Courier name" {...required} {...bindText(typed, setTyped, errors.logisticProvider)} />
      )}
      <TextField label="Waybill number" {...required} {...bindText(waybill, setWaybill, errors.waybillNumber)} />
      <TextField
        label="Tracking link"
        type="url"
        inputMode="url"
        placeholder="https://"
        maxLength={500}
        {...bindText(trackingUrl, setEdited, errors.trackingUrl)}
        hint={
          choice === OTHER
            ? 'Shown to the shopper as your own link.'
            : 'Filled from the courier and the waybill; it must stay on the courier’s site.'
        }
      />
    </ConfirmDialog>
  );
}
