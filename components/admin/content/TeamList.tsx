'use client';

import { adminContentApi } from '@/lib/api-client/admin-content';
import type { AdminTeamMemberDto } from '@/lib/content/admin-content';
import { EditableList } from './EditableList';
import { TeamMemberForm } from './TeamMemberForm';

/** The team page's people in their order, each editable in place. */
export function TeamList({ members }: { members: AdminTeamMemberDto[] }) {
  return (
    <EditableList
      entries={members}
      describe={(m) => ({ label: m.name, detail: `${m.positionTitle} · ${m.department} · order ${m.displayOrder}` })}
      remove={adminContentApi.team.remove}
      form={(member, close) => <TeamMemberForm member={member} onDone={close} />}
    />
  );
}
