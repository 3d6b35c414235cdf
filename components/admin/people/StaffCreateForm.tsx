'use client';

import type { FormEvent } from 'react';
import { CardForm } from '@/components/ui/form/layout';
import { useFormState } from '@/components/ui/form/useFormState';
import { staffCreateSchema } from '@/lib/account/people-schemas';
import { TextField } from '@/components/ui/form/TextField';
import { SelectField } from '@/components/ui/form/fields';
import type { Option } from '../options';
import { adminPeopleApi } from '@/lib/api-client/admin-people';
import { useAdminWrite } from '../useAdminWrite';

const EMPTY = { name: '', email: '', phone: '', role: 'SELLER', sellerSlug: '' };

/** A new admin or seller member (one seller each); they choose their own password from the welcome mail. */
export function StaffCreateForm({ sellers }: { sellers: Option[] }) {
  const { sendChecked, errors, failure, busy } = useAdminWrite(adminPeopleApi.createStaff);
  const { state: s, bind, setState } = useFormState({ ...EMPTY, sellerSlug: sellers[0]?.value ?? '' }, errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const payload = {
      name: s.name,
      email: s.email,
      phone: s.phone,
      role: s.role as 'ADMIN' | 'SELLER',
      ...(s.role === 'SELLER' ? { sellerSlug: s.sellerSlug } : {}),
    };
    const done = `Account created: ${s.email} gets a welcome mail with a link to set a password`;
    if (await sendChecked(staffCreateSchema, payload, done)) setState({ ...EMPTY, sellerSlug: s.sellerSlug });
  }

  return (
    <CardForm
      onSubmit={submit}
      aria-labelledby="new-staff"
      busy={busy}
      busyText="Creating…"
      failure={failure}
      submitLabel="Create account"
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
        <TextField label="Name" required autoComplete="off" {...bind('name')} />
        <TextField label="Email" type="email" required autoComplete="off" {...bind('email')} />
        <TextField label="Phone" inputMode="tel" required autoComplete="off" {...bind('phone')} />
        <SelectField
          label="Role"
          {...bind('role')}
          options={[
            { value: 'SELLER', label: 'Seller member' },
            { value: 'ADMIN', label: 'Admin' },
          ]}
        />
        {s.role === 'SELLER' && <SelectField label="Seller" options={sellers} {...bind('sellerSlug')} />}
      </div>
    </CardForm>
  );
}
