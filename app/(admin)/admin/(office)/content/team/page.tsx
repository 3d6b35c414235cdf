import type { Metadata } from 'next';
import { TeamList } from '@/components/admin/content/TeamList';
import { TeamMemberForm } from '@/components/admin/content/TeamMemberForm';
import { PageHeader } from '@/components/admin/PageHeader';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { adminContent } from '@/lib/content/admin-content';

export const metadata: Metadata = { title: 'Team' };

export default async function TeamAdminPage() {
  const user = await requireAdminPage('/admin/content/team');
  const members = (await adminContent.team.list(user, { page: 1, size: 100 })).items;
  return (
    <>
      <PageHeader title="Team" description="The people on the team page, by department and order." />
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <TeamList members={members} />
        <section aria-labelledby="new-member" className="rounded-2xl bg-white p-5 shadow-card">
          <h2 id="new-member" className="mb-3 font-semibold">
            New team member
          </h2>
          <TeamMemberForm />
        </section>
      </div>
    </>
  );
}
