'use client';

import { useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { TextField } from '@/components/account/TextField';
import type { AddressDto } from '@/lib/account/addresses';
import { ApiError } from '@/lib/http/api-fetch';
import { useSaveAddress, type AddressFields } from './useAddresses';

const SAVE_FAILED = 'Failed to save address. Please try again.';
const REQUIRED = ['name', 'phoneNumber', 'streetAddress', 'city', 'state', 'postalCode'] as const;
const EMPTY: AddressFields = {
  name: '', phoneNumber: '', phoneNumber2: '', streetAddress: '', addressLine1: '', addressLine2: '',
  city: '', state: '', postalCode: '', country: 'India',
};

/** Add New Address / Edit Address in the checkout; the country is fixed to India here (spec §5). */
export function AddressForm({ editing, onSaved, onCancel }: { editing: AddressDto | null; onSaved: (a: AddressDto) => void; onCancel: () => void }) {
  const [fields, setFields] = useState<AddressFields>(() => (editing ? { ...editing, country: 'India' } : EMPTY));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const save = useSaveAddress();
  const incomplete = REQUIRED.some((k) => !String(fields[k] ?? '').trim());
  const bind = (key: keyof AddressFields) => ({
    value: fields[key] ?? '',
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [key]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setMessage('');
    try {
      const saved = await save.mutateAsync({ id: editing?.id ?? null, fields: { ...fields, country: 'India' } });
      notify.success(editing ? 'Address updated successfully!' : 'Address added successfully!');
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      setMessage(error instanceof ApiError && error.message ? error.message : SAVE_FAILED);
    }
  }

  return (
    <form onSubmit={submit} className="rounded-3xl border border-line bg-white p-5" aria-labelledby="address-form-title" noValidate>
      <h3 id="address-form-title" className="font-serif text-xl font-semibold text-leaf-950">{editing ? 'Edit Address' : 'Add New Address'}</h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" required autoComplete="name" {...bind('name')} />
        <TextField label="Phone number" required prefix="+91" inputMode="tel" autoComplete="tel-national" {...bind('phoneNumber')} />
        <TextField label="Alternate phone" prefix="+91" inputMode="tel" {...bind('phoneNumber2')} />
        <TextField label="Street address" required autoComplete="address-line1" {...bind('streetAddress')} />
        <TextField label="Landmark" {...bind('addressLine1')} />
        <TextField label="Address line 2" autoComplete="address-line2" {...bind('addressLine2')} />
        <TextField label="City" required autoComplete="address-level2" {...bind('city')} />
        <TextField label="State" required autoComplete="address-level1" {...bind('state')} />
        <TextField label="Postal code" required inputMode="numeric" autoComplete="postal-code" {...bind('postalCode')} />
        <TextField label="Country" value="India" readOnly />
      </div>
      {message && <p role="alert" className="mt-4 text-sm text-spice-600">{message}</p>}
      <div className="mt-5 flex gap-3">
        <button type="button" onClick={onCancel} className="btn btn-outline h-11">Cancel</button>
        <button type="submit" disabled={incomplete || save.isPending} className="btn btn-primary h-11">
          {editing ? 'Update Address' : 'Save Address'}
        </button>
      </div>
    </form>
  );
}
