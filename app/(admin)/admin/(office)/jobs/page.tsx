import type { Metadata } from 'next';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { JobCounts } from '@/components/admin/jobs/JobCounts';
import { JobList } from '@/components/admin/jobs/JobList';
import { StateLinks } from '@/components/admin/jobs/StateLinks';
import { readListQuery, type ListScreenProps } from '@/components/admin/list-query';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { jobsOverview, jobsQuery } from '@/lib/jobs/admin';

export const metadata: Metadata = { title: 'Jobs' };

export default async function JobsPage({ searchParams }: ListScreenProps) {
  const user = await requireAdminPage('/admin/jobs');
  const { query } = await readListQuery(searchParams, jobsQuery, ['state']);
  const { counts, jobs } = await jobsOverview(user, query);
  return (
    <AdminListPage
      title="Jobs"
      description="The store's timed work: order mails, refunds to settle, scheduled posts, unpaid orders to expire."
      pager={{ list: jobs, basePath: '/admin/jobs', params: { state: query.state } }}
    >
      <JobCounts counts={counts} />
      <StateLinks current={query.state} />
      <JobList jobs={jobs.items} state={query.state} />
    </AdminListPage>
  );
}
