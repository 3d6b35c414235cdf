'use client';

import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { sellerInputSchema, sellerUpdateSchema, type SellerInput } from '@/lib/catalog/seller-schemas';
import { parseWith } from '@/lib/http/parse';
import { INDIAN_STATES } from '@/lib/validation/indian-states';
import { TextField } from '@/components/ui/form/TextField';
import { SelectField } from '@/components/ui/form/fields';
import { useAdminWrite } from '../useAdminWrite';

export type SellerRow = { id: number; slug: string } & { [K in keyof SellerInput]: string | null };
type Key = keyof SellerInput;

const FIELDS: { key: Exclude<Key, 'state'>; label: string; hint?: string }[] = [
  { key: 'name', label: 'Name', hint: 'As shoppers see it; the web address is made from it' },
  { key: 'legalName', label: 'Legal name', hint: 'As registered on the GSTIN' },
  { key: 'gstin', label: 'GSTIN' },
  { key: 'phone', label: 'Phone' },
  { key: 'address', label: 'Dispatch address' },
  { key: 'city', label: 'City' },
  { key: 'pincode', label: 'PIN code' },
];
const STATE_OPTIONS = [{ value: '', label: '— Choose —' }, ...INDIAN_STATES.map((s) => ({ value: s, label: s }))];
const KEYS: Key[] = ['name', 'legalName', 'gstin', 'address', 'city', 'state', 'pincode', 'phone'];

/** Add a seller, or edit one: the names, GSTIN and dispatch address its invoices and labels print. */
export function SellerForm({ seller, onDone }: { seller?: SellerRow; onDone?: () => void }) {
  const blank = () => Object.fromEntries(KEYS.map((k) => [k, seller?.[k] ?? ''])) as Record<Key, string>;
  const [s, setS] = useState(blank);
  const { write, errors, setErrors, failure, busy } = useAdminWrite();
  const set = (key: Key) => (e: { target: { value: string } }) => setS((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = parseWith(seller ? sellerUpdateSchema : sellerInputSchema, s);
    if (!checked.ok) return setErrors(checked.errors);
    const saved = seller
      ? await write(`/api/v1/admin/sellers/${seller.id}`, 'PATCH', s, 'Seller saved')
      : await write('/api/v1/admin/sellers', 'POST', s, 'Seller added');
    if (!saved) return;
    if (!seller) setS(blank());
    onDone?.();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 sm:grid-cols-2"
      aria-label={seller ? `Edit ${seller.name}` : 'New seller'}
    >
      {FIELDS.map((f) => (
        <TextField
          key={f.key}
          label={f.label}
          hint={f.hint}
          required
          value={s[f.key]}
          error={errors[f.key]}
          onChange={set(f.key)}
        />
      ))}
      <SelectField
        label="Dispatch state"
        options={STATE_OPTIONS}
        value={s.state}
        error={errors.state}
        onChange={set('state')}
      />
      <div className="flex items-center gap-3 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : seller ? 'Save' : 'Add seller'}
        </button>
        <FormMessage kind="error">{failure}</FormMessage>
      </div>
    </form>
  );
}
