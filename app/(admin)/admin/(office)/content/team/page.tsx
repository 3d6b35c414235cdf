import type { Metadata } from 'next';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { TeamList } from '@/components/admin/content/TeamList';
import { TeamMemberForm } from '@/components/admin/content/TeamMemberForm';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { adminContent } from '@/lib/content/admin-content';

export const metadata: Metadata = { title: 'Team' };

export default async function TeamAdminPage() {
  const user = await requireAdminPage('/admin/content/team');
  const members = (await adminContent.team.list(user, { page: 1, size: 100 })).items;
  return (
    <AdminListPage
      title="Team"
      description="The people on the team page, by department and order."
      newForm={{ title: 'New team member', form: <TeamMemberForm /> }}
    >
      <TeamList members={members} />
    </AdminListPage>
  );
}
