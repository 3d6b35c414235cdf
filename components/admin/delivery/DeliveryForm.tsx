'use client';

import { useState, type FormEvent } from 'react';
import { AdminCard } from '@/components/admin/AdminCard';
import { TextField } from '@/components/ui/form/TextField';
import { TextAreaField } from '@/components/ui/form/fields';
import { FormActions } from '@/components/ui/form/layout';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { adminDeliveryApi } from '@/lib/api-client/admin-delivery';
import { deliverySettingsSchema, type DeliverySettingsJson } from '@/lib/delivery/settings-schema';
import { useAdminWrite } from '../useAdminWrite';
import { ZoneDaysFields, type DaysText } from './ZoneDaysFields';

type Lists = 'holidays' | 'codOffPincodes' | 'unserviceablePincodes';
type Text = { days: DaysText; cutoff: string; codMaxOrder: string } & Record<Lists, string>;

function toText(s: DeliverySettingsJson): Text {
  const days = Object.fromEntries(
    Object.entries(s.days).map(([zone, d]) => [zone, { min: String(d.min), max: String(d.max) }]),
  ) as DaysText;
  return {
    days,
    cutoff: s.cutoff,
    codMaxOrder: String(s.codMaxOrder),
    holidays: s.holidays.join('\n'),
    codOffPincodes: s.codOffPincodes.join('\n'),
    unserviceablePincodes: s.unserviceablePincodes.join('\n'),
  };
}

const LISTS: { key: Lists; label: string; hint: string }[] = [
  { key: 'holidays', label: 'Holidays', hint: 'One date a line, as YYYY-MM-DD; nothing is dispatched or delivered' },
  { key: 'codOffPincodes', label: 'PIN codes without cash on delivery', hint: 'One 6-digit PIN code a line' },
  { key: 'unserviceablePincodes', label: 'PIN codes not served', hint: 'One 6-digit PIN code a line' },
];

/** Delivery days per zone, the dispatch cut-off, holidays and PIN code lists; a save answers the next check. */
export function DeliveryForm({ initial }: { initial: DeliverySettingsJson }) {
  const [s, setS] = useState<Text>(() => toText(initial));
  const { sendChecked, errors, failure, busy } = useAdminWrite(adminDeliveryApi.save);
  /** A text field's value, change handler and the schema's message about it. */
  const field = (key: Exclude<keyof Text, 'days'>) => ({
    value: s[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setS((v) => ({ ...v, [key]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    await sendChecked(deliverySettingsSchema, s, 'Delivery settings saved');
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Delivery settings">
      <AdminCard
        id="delivery-days"
        title="Delivery days by zone"
        headingClassName="mb-1 font-semibold sm:col-span-2"
        className="grid gap-3 sm:grid-cols-2"
      >
        <ZoneDaysFields days={s.days} onChange={(days) => setS((v) => ({ ...v, days }))} />
        <FormMessage kind="error">{errors.days}</FormMessage>
      </AdminCard>
      <AdminCard
        id="delivery-dispatch"
        title="Dispatch and cash on delivery"
        headingClassName="mb-1 font-semibold sm:col-span-2"
        className="grid gap-3 sm:grid-cols-2"
      >
        <TextField
          label="Dispatch cut-off (IST)"
          type="time"
          hint="Orders after this leave the next working day"
          {...field('cutoff')}
        />
        <TextField label="Cash on delivery up to" prefix="₹" inputMode="decimal" {...field('codMaxOrder')} />
        {LISTS.map((f) => (
          <TextAreaField key={f.key} label={f.label} hint={f.hint} {...field(f.key)} />
        ))}
      </AdminCard>
      <FormActions busy={busy} failure={failure} label="Save delivery settings" />
    </form>
  );
}
