'use client';

import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { staffCreateSchema } from '@/lib/account/people-schemas';
import { parseWith } from '@/lib/validation/parse';
import { TextField } from '@/components/ui/form/TextField';
import { SelectField } from '@/components/ui/form/fields';
import type { Option } from '../options';
import { adminPeopleApi } from '@/lib/api-client/admin-people';
import { useAdminWrite } from '../useAdminWrite';

const EMPTY = { name: '', email: '', phone: '', role: 'SELLER', sellerSlug: '' };

/** A new admin or seller member (one seller each); they choose their own password from the welcome mail. */
export function StaffCreateForm({ sellers }: { sellers: Option[] }) {
  const [s, setS] = useState({ ...EMPTY, sellerSlug: sellers[0]?.value ?? '' });
  const { send, errors, setErrors, failure, busy } = useAdminWrite(adminPeopleApi.createStaff);
  const field = (key: 'name' | 'email' | 'phone') => ({
    value: s[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setS((v) => ({ ...v, [key]: e.target.value })),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = {
      name: s.name,
      email: s.email,
      phone: s.phone,
      role: s.role as 'ADMIN' | 'SELLER',
      ...(s.role === 'SELLER' ? { sellerSlug: s.sellerSlug } : {}),
    };
    const checked = parseWith(staffCreateSchema, payload);
    if (!checked.ok) return setErrors(checked.errors);
    const done = `Account created: ${s.email} gets a welcome mail with a link to set a password`;
    if (await send(payload, done)) setS({ ...EMPTY, sellerSlug: s.sellerSlug });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="new-staff"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-card"
    >
      <div>
        <h2 id="new-staff" className="font-semibold">
          Add a staff account
        </h2>
        <p className="mt-1 text-sm text-muted">
          They get a welcome e-mail with a link to choose their own password (valid 72 hours).
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" required autoComplete="off" {...field('name')} />
        <TextField label="Email" type="email" required autoComplete="off" {...field('email')} />
        <TextField label="Phone" inputMode="tel" required autoComplete="off" {...field('phone')} />
        <SelectField
          label="Role"
          value={s.role}
          error={errors.role}
          onChange={(e) => setS((v) => ({ ...v, role: e.target.value }))}
          options={[
            { value: 'SELLER', label: 'Seller member' },
            { value: 'ADMIN', label: 'Admin' },
          ]}
        />
        {s.role === 'SELLER' && (
          <SelectField
            label="Seller"
            value={s.sellerSlug}
            error={errors.sellerSlug}
            options={sellers}
            onChange={(e) => setS((v) => ({ ...v, sellerSlug: e.target.value }))}
          />
        )}
      </div>
      <FormMessage kind="error">{failure}</FormMessage>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? 'Creating…' : 'Create account'}
      </button>
    </form>
  );
}
