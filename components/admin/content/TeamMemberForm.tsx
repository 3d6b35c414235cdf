'use client';

import type { AdminTeamMemberDto } from '@/lib/content/admin-content';
import { teamCreateSchema, teamUpdateSchema } from '@/lib/content/admin-schemas';
import { adminContentApi } from '@/lib/api-client/admin-content';
import { TextField } from '@/components/ui/form/TextField';
import { CheckField } from '@/components/ui/form/fields';
import { FormActions, FormGrid, FullRow } from '@/components/ui/form/layout';
import { ImageUploadField } from '../ImageUploadField';
import { textsOf, useContentForm, withOrderNumber } from './useContentForm';
import { TwinTextField } from '../hindi/HindiFields';

const HINDI = ['name', 'positionTitle', 'department', 'bio', 'message'] as const;

/** A person on the team page: role, department, photo, order, the founders' messages, and their Hindi. */
export function TeamMemberForm({ member, onDone }: { member?: AdminTeamMemberDto; onDone?: () => void }) {
  const { state, set, bind, bindValue, twin, submit, failure, busy } = useContentForm({
    id: member?.id,
    api: adminContentApi.team,
    schemas: { create: teamCreateSchema, update: teamUpdateSchema },
    hindi: { fields: HINDI, stored: member?.translations },
    initial: {
      ...textsOf(member, [
        'name',
        'positionTitle',
        'department',
        'profileImage',
        'joinDate',
        'bio',
        'email',
        'linkedIn',
        'message',
      ]),
      displayOrder: String(member?.displayOrder ?? 0),
      founder: member?.founder ?? false,
      coFounder: member?.coFounder ?? false,
    },
    payload: (state) => ({ ...withOrderNumber(state), joinDate: state.joinDate || null }),
    messages: { created: 'Team member added', saved: 'Team member saved' },
    onSaved: onDone,
  });

  return (
    <FormGrid onSubmit={submit} label={member ? `Edit ${member.name}` : 'New team member'}>
      <TwinTextField label="Name" required maxLength={100} {...twin('name', 'name')} />
      <TwinTextField label="Position" required maxLength={100} {...twin('positionTitle', 'position')} />
      <TwinTextField label="Department" required maxLength={100} {...twin('department', 'department')} />
      <TextField label="Order" inputMode="numeric" {...bind('displayOrder')} />
      <TextField label="Joined" type="date" {...bind('joinDate')} />
      <TextField label="Email" type="email" {...bind('email')} />
      <TextField label="LinkedIn" type="url" {...bind('linkedIn')} />
      <FullRow>
        <ImageUploadField label="Photo" {...bindValue('profileImage')} />
      </FullRow>
      <TwinTextField className="sm:col-span-2" label="Bio" rows={4} maxLength={5000} {...twin('bio', 'bio')} />
      <TwinTextField
        className="sm:col-span-2"
        label="Founder's message"
        rows={4}
        maxLength={2000}
        {...twin('message', "founder's message")}
      />
      <FullRow className="flex gap-4">
        <CheckField label="Founder" checked={state.founder} onChange={(v) => set('founder', v)} />
        <CheckField label="Co-founder" checked={state.coFounder} onChange={(v) => set('coFounder', v)} />
      </FullRow>
      <FormActions busy={busy} failure={failure} label={member ? 'Save' : 'Add member'} />
    </FormGrid>
  );
}
