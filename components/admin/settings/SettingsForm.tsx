'use client';

import { useState, type FormEvent } from 'react';
import { adminSettingsApi } from '@/lib/api-client/admin-settings';
import { settingsInputSchema, type SettingsJson } from '@/lib/settings/schema';
import { INDIAN_STATES } from '@/lib/validation/indian-states';
import { TextField } from '@/components/ui/form/TextField';
import { SelectField } from '@/components/ui/form/fields';
import { FormActions } from '@/components/ui/form/layout';
import { useAdminWrite } from '../useAdminWrite';

type Key = keyof SettingsJson;
type Field = { key: Key; label: string; hint?: string; numeric?: boolean; prefix?: string };

const SECTIONS: { title: string; fields: Field[] }[] = [
  {
    title: 'Shop identity',
    fields: [
      { key: 'name', label: 'Shop name' },
      { key: 'legalName', label: 'Legal name' },
      { key: 'gstin', label: 'GSTIN', hint: '15 characters, as on the registration' },
      { key: 'phone', label: 'Phone' },
      { key: 'email', label: 'Support e-mail' },
      { key: 'supportHours', label: 'Support hours', hint: 'Shown on the home page, the footer and the contact page' },
      { key: 'street', label: 'Street address' },
      { key: 'city', label: 'City' },
      { key: 'state', label: 'State' },
      { key: 'postalCode', label: 'PIN code' },
    ],
  },
  {
    title: 'Shipping and charges',
    fields: [
      { key: 'shippingFee', label: 'Delivery fee', prefix: '₹', numeric: true },
      {
        key: 'freeDeliveryThreshold',
        label: 'Free delivery from',
        prefix: '₹',
        numeric: true,
        hint: 'Order value after discount',
      },
      { key: 'codCharge', label: 'Cash on delivery charge', prefix: '₹', numeric: true },
    ],
  },
  {
    title: 'Returns',
    fields: [{ key: 'returnWindowHours', label: 'Return window (hours after delivery)', numeric: true }],
  },
  {
    title: 'Reviews',
    fields: [
      {
        key: 'reviewRequestDays',
        label: 'Ask for a review (days after delivery)',
        numeric: true,
        hint: '1 to 60; 0 sends no review requests',
      },
    ],
  },
];

const STATE_OPTIONS = INDIAN_STATES.map((s) => ({ value: s, label: s }));

/** The shop's settings in four sections; saving applies to the next page, cart and order everywhere. */
export function SettingsForm({ initial }: { initial: SettingsJson }) {
  const [s, setS] = useState<Record<Key, string>>(
    () => Object.fromEntries(Object.entries(initial).map(([k, v]) => [k, String(v)])) as Record<Key, string>,
  );
  const { sendChecked, errors, failure, busy } = useAdminWrite(adminSettingsApi.save);
  const set = (key: Key) => (e: { target: { value: string } }) => setS((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    await sendChecked(settingsInputSchema, s, 'Settings saved');
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Shop settings">
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="grid gap-3 rounded-2xl bg-white p-5 shadow-card sm:grid-cols-2">
          <legend className="float-left mb-1 font-semibold sm:col-span-2">{section.title}</legend>
          {section.fields.map((f) =>
            f.key === 'state' ? (
              <SelectField
                key={f.key}
                label={f.label}
                options={STATE_OPTIONS}
                value={s.state}
                error={errors.state}
                onChange={set('state')}
              />
            ) : (
              <TextField
                key={f.key}
                label={f.label}
                hint={f.hint}
                prefix={f.prefix}
                required
                inputMode={f.numeric ? 'decimal' : undefined}
                value={s[f.key]}
                error={errors[f.key]}
                onChange={set(f.key)}
              />
            ),
          )}
        </fieldset>
      ))}
      <FormActions busy={busy} failure={failure} label="Save settings" />
    </form>
  );
}
