'use client';

import { useState, type FormEvent } from 'react';
import { adminSettingsApi } from '@/lib/api-client/admin-settings';
import { SHOP_HINDI_WORDS, settingsInputSchema, type SettingsJson, type ShopHindiWord } from '@/lib/settings/schema';
import { INDIAN_STATES } from '@/lib/validation/indian-states';
import { TextField } from '@/components/ui/form/TextField';
import { SelectField } from '@/components/ui/form/fields';
import { FormActions } from '@/components/ui/form/layout';
import { useAdminWrite } from '../useAdminWrite';
import { HindiTextField } from '../hindi/HindiFields';
import { hindiBinder, hindiInitial, hindiPayload, type HindiState } from '../hindi/hindi-state';

type Key = Exclude<keyof SettingsJson, 'translations'>;
type Field = { key: Key; label: string; hint?: string; numeric?: boolean; prefix?: string; max?: number };

/** How the schema names each Hindi word in its messages ("Hindi support hours is at most 120 characters"). */
const HINDI_NOUN: Record<ShopHindiWord, string> = {
  tagline: 'tagline',
  supportHours: 'support hours',
  street: 'street address',
  city: 'city',
  state: 'state',
};
const hasHindi = (key: Key): key is ShopHindiWord => (SHOP_HINDI_WORDS as readonly string[]).includes(key);

const SECTIONS: { title: string; fields: Field[] }[] = [
  {
    title: 'Shop identity',
    fields: [
      { key: 'name', label: 'Shop name' },
      { key: 'tagline', label: 'Tagline', hint: 'Shown in the footer, on the home and about pages', max: 160 },
      { key: 'legalName', label: 'Legal name' },
      { key: 'gstin', label: 'GSTIN', hint: '15 characters, as on the registration' },
      { key: 'phone', label: 'Phone' },
      { key: 'email', label: 'Support e-mail' },
      {
        key: 'supportHours',
        label: 'Support hours',
        hint: 'Shown on the home page, the footer and the contact page',
        max: 120,
      },
      { key: 'street', label: 'Street address', max: 200 },
      { key: 'city', label: 'City', max: 80 },
      { key: 'state', label: 'State', max: 80 },
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

/**
 * The shop's settings in four sections, the words a shopper reads with their Hindi beside them;
 * saving applies to the next page, cart and order everywhere.
 */
export function SettingsForm({ initial }: { initial: SettingsJson }) {
  const { translations, ...english } = initial;
  const [s, setS] = useState<Record<Key, string>>(
    () => Object.fromEntries(Object.entries(english).map(([k, v]) => [k, String(v)])) as Record<Key, string>,
  );
  const [hi, setHi] = useState<HindiState<ShopHindiWord>>(() => hindiInitial(SHOP_HINDI_WORDS, translations));
  const { sendChecked, errors, failure, busy } = useAdminWrite(adminSettingsApi.save);
  const set = (key: Key) => (e: { target: { value: string } }) => setS((v) => ({ ...v, [key]: e.target.value }));
  const hindi = hindiBinder(hi, (key, value) => setHi((v) => ({ ...v, [key]: value })), errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    await sendChecked(settingsInputSchema, { ...s, ...hindiPayload(SHOP_HINDI_WORDS, hi) }, 'Settings saved');
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Shop settings">
      {SECTIONS.map((section) => (
        <fieldset key={section.title} className="grid gap-3 rounded-2xl bg-white p-5 shadow-card sm:grid-cols-2">
          <legend className="float-left mb-1 font-semibold sm:col-span-2">{section.title}</legend>
          {section.fields.map((f) => [
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
            hasHindi(f.key) && (
              <HindiTextField
                key={`hi_${f.key}`}
                label={f.label}
                maxLength={f.max}
                {...hindi(f.key, HINDI_NOUN[f.key])}
              />
            ),
          ])}
        </fieldset>
      ))}
      <FormActions busy={busy} failure={failure} label="Save settings" />
    </form>
  );
}
