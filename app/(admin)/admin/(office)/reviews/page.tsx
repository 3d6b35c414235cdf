import type { Metadata } from 'next';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { readListQuery, type ListScreenProps } from '@/components/admin/list-query';
import { ReviewFilters } from '@/components/admin/reviews/ReviewFilters';
import { ReviewTable } from '@/components/admin/reviews/ReviewTable';
import { requireStaffPage } from '@/lib/auth/staff-page';
import { listReviewsForStaff } from '@/lib/reviews/moderation';
import { reviewAdminQuery } from '@/lib/reviews/moderation-rules';

export const metadata: Metadata = { title: 'Reviews' };

export default async function ReviewsPage({ searchParams }: ListScreenProps) {
  const user = await requireStaffPage('/admin/reviews');
  const { values, query } = await readListQuery(searchParams, reviewAdminQuery, ['status', 'q']);
  const page = await listReviewsForStaff(user, query);
  return (
    <AdminListPage
      title="Reviews"
      description={
        user.role === 'ADMIN'
          ? 'Every product’s reviews, newest first. Text shows at once; photos wait for your approval.'
          : 'Your products’ reviews, newest first. Text shows at once; photos wait for your approval.'
      }
      pager={{ list: page, basePath: '/admin/reviews', params: values }}
    >
      <ReviewFilters status={values.status} q={values.q} />
      <ReviewTable items={page.items} />
    </AdminListPage>
  );
}
