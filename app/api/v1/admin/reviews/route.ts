import { reply, route } from '@/lib/http/route';
import { listReviewsForStaff } from '@/lib/reviews/moderation';
import { reviewAdminQuery } from '@/lib/reviews/moderation-rules';

export const GET = route({ access: 'staff', query: reviewAdminQuery }, async ({ user, query }) =>
  reply(await listReviewsForStaff(user, query)),
);
