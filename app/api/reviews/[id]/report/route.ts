import { reply, route } from '@/lib/http/route';
import { reportReview, VOTE_MESSAGES } from '@/lib/reviews/votes';

/** Flags the review for staff, once per account (a repeat answers 200 and counts nothing). */
export const POST = route<{ id: string }, undefined, undefined, 'user'>(
  { access: 'user' },
  async ({ user, params }) => {
    await reportReview(user, params.id);
    return reply(null, VOTE_MESSAGES.reported);
  },
);
