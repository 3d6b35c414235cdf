'use client';

import { useState, type FormEvent } from 'react';
import { sellerInputSchema, sellerUpdateSchema, type SellerInput } from '@/lib/catalog/seller-schemas';
import { adminSellersApi } from '@/lib/api-client/admin-sellers';
import { INDIAN_STATES } from '@/lib/validation/indian-states';
import { TextField } from '@/components/ui/form/TextField';
import { SelectField } from '@/components/ui/form/fields';
import { FormActions, FormGrid } from '@/components/ui/form/layout';
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
  const { sendChecked, errors, failure, busy } = useAdminWrite((input: Record<Key, string>) =>
    seller ? adminSellersApi.update(seller.id, input) : adminSellersApi.create(input),
  );
  const set = (key: Key) => (e: { target: { value: string } }) => setS((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const saved = await sendChecked(
      seller ? sellerUpdateSchema : sellerInputSchema,
      s,
      seller ? 'Seller saved' : 'Seller added',
    );
    if (!saved) return;
    if (!seller) setS(blank());
    onDone?.();
  }

  return (
    <FormGrid onSubmit={submit} label={seller ? `Edit ${seller.name}` : 'New seller'}>
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
      <FormActions busy={busy} failure={failure} label={seller ? 'Save' : 'Add seller'} />
    </FormGrid>
  );
}
