'use client';

import { EditableList } from './EditableList';
import { adminContentApi } from '@/lib/api-client/admin-content';
import type { AdminTeamMemberDto } from '@/lib/content/admin-content';
import { TeamMemberForm } from './TeamMemberForm';

/** The team page's people in their order, each editable in place. */
export function TeamList({ members }: { members: AdminTeamMemberDto[] }) {
  const byId = new Map(members.map((m) => [m.id, m]));
  return (
    <EditableList
      remove={adminContentApi.team.remove}
      items={members.map((m) => ({
        id: m.id,
        label: m.name,
        detail: `${m.positionTitle} · ${m.department} · order ${m.displayOrder}`,
      }))}
      form={(id, close) => <TeamMemberForm member={byId.get(id)} onDone={close} />}
    />
  );
}
