'use client';

import { EditableList } from './EditableList';
import type { AdminTeamMemberDto } from '@/lib/content/admin-content';
import { TeamMemberForm } from './TeamMemberForm';

/** The team page's people in their order, each editable in place. */
export function TeamList({ members }: { members: AdminTeamMemberDto[] }) {
  const byId = new Map(members.map((m) => [m.id, m]));
  return (
    <EditableList
      resource="team"
      items={members.map((m) => ({
        id: m.id,
        label: m.name,
        detail: `${m.positionTitle} · ${m.department} · order ${m.displayOrder}`,
      }))}
      form={(id, close) => <TeamMemberForm member={byId.get(id)} onDone={close} />}
    />
  );
}
