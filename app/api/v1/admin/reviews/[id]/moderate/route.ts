import { reply, route } from '@/lib/http/route';
import { moderateReview } from '@/lib/reviews/moderation';
import { moderateReviewSchema } from '@/lib/reviews/moderation-rules';

export const POST = route({ access: 'staff', body: moderateReviewSchema }, async ({ user, params, body }) =>
  reply(await moderateReview(user, params.id, body), body.action === 'hide' ? 'Review hidden' : 'Review published'),
);
