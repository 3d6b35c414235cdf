import type { Metadata } from 'next';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { staffList, type ListScreenProps } from '@/components/admin/list-query';
import { ReviewFilters } from '@/components/admin/reviews/ReviewFilters';
import { ReviewTable } from '@/components/admin/reviews/ReviewTable';
import { listReviewsForStaff } from '@/lib/reviews/moderation';
import { reviewAdminQuery } from '@/lib/reviews/moderation-rules';

export const metadata: Metadata = { title: 'Reviews' };

const REVIEWS = staffList('/admin/reviews', reviewAdminQuery, ['status', 'q'], listReviewsForStaff);

export default async function ReviewsPage({ searchParams }: ListScreenProps) {
  const { user, values, page, pager } = await REVIEWS.load(searchParams);
  return (
    <AdminListPage
      title="Reviews"
      description={
        user.role === 'ADMIN'
          ? 'Every product’s reviews, newest first. Text shows at once; photos wait for your approval.'
          : 'Your products’ reviews, newest first. Text shows at once; photos wait for your approval.'
      }
      pager={pager}
    >
      <ReviewFilters status={values.status} q={values.q} />
      <ReviewTable items={page.items} />
    </AdminListPage>
  );
}
