'use client';

import type { FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { teamCreateSchema, teamUpdateSchema } from '@/lib/content/admin-schemas';
import { parseWith } from '@/lib/http/parse';
import { TextField } from '@/components/ui/form/TextField';
import { CheckField, TextAreaField } from '@/components/ui/form/fields';
import { ImageUploadField } from '../ImageUploadField';
import { useAdminWrite } from '../useAdminWrite';
import { useFormState } from './useFormState';

export type AdminTeamMember = {
  id: number;
  name: string;
  positionTitle: string;
  department: string;
  profileImage: string | null;
  founder: boolean;
  coFounder: boolean;
  joinDate: string | null;
  bio: string;
  email: string | null;
  linkedIn: string | null;
  message: string | null;
  displayOrder: number;
};

const s = (v: string | null | undefined) => v ?? '';

/** A person on the team page: role, department, photo, order, and the founders' messages. */
export function TeamMemberForm({ member, onDone }: { member?: AdminTeamMember; onDone?: () => void }) {
  const { write, errors, setErrors, failure, busy } = useAdminWrite();
  const { state, set, bind } = useFormState(
    {
      name: s(member?.name),
      positionTitle: s(member?.positionTitle),
      department: s(member?.department),
      profileImage: s(member?.profileImage),
      joinDate: s(member?.joinDate),
      bio: s(member?.bio),
      email: s(member?.email),
      linkedIn: s(member?.linkedIn),
      message: s(member?.message),
      displayOrder: String(member?.displayOrder ?? 0),
      founder: member?.founder ?? false,
      coFounder: member?.coFounder ?? false,
    },
    errors,
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const order = Number(state.displayOrder);
    const payload = {
      ...state,
      displayOrder: Number.isInteger(order) ? order : state.displayOrder,
      joinDate: state.joinDate || null,
    };
    const checked = parseWith(member ? teamUpdateSchema : teamCreateSchema, payload);
    if (!checked.ok) return setErrors(checked.errors);
    const saved = member
      ? await write(`/api/v1/admin/team/${member.id}`, 'PATCH', payload, 'Team member saved')
      : await write('/api/v1/admin/team', 'POST', payload, 'Team member added');
    if (saved) onDone?.();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={member ? `Edit ${member.name}` : 'New team member'}
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField label="Name" required {...bind('name')} />
      <TextField label="Position" required {...bind('positionTitle')} />
      <TextField label="Department" required {...bind('department')} />
      <TextField label="Order" inputMode="numeric" {...bind('displayOrder')} />
      <TextField label="Joined" type="date" {...bind('joinDate')} />
      <TextField label="Email" type="email" {...bind('email')} />
      <TextField label="LinkedIn" type="url" {...bind('linkedIn')} />
      <div className="sm:col-span-2">
        <ImageUploadField
          label="Photo"
          value={state.profileImage}
          error={errors.profileImage}
          onChange={(u) => set('profileImage', u)}
        />
      </div>
      <TextAreaField className="sm:col-span-2" label="Bio" {...bind('bio')} />
      <TextAreaField className="sm:col-span-2" label="Founder's message" {...bind('message')} />
      <div className="flex gap-4 sm:col-span-2">
        <CheckField label="Founder" checked={state.founder} onChange={(v) => set('founder', v)} />
        <CheckField label="Co-founder" checked={state.coFounder} onChange={(v) => set('coFounder', v)} />
      </div>
      <div className="flex items-center gap-3 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Saving…' : member ? 'Save' : 'Add member'}
        </button>
        <FormMessage kind="error">{failure}</FormMessage>
      </div>
    </form>
  );
}
