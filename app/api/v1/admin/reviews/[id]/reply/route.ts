import { reply, route } from '@/lib/http/route';
import { replyToReview } from '@/lib/reviews/moderation';
import { reviewReplySchema } from '@/lib/reviews/moderation-rules';

export const POST = route({ access: 'staff', body: reviewReplySchema }, async ({ user, params, body }) =>
  reply(await replyToReview(user, params.id, body), 'Reply saved'),
);
