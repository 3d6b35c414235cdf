import { reply, route } from '@/lib/http/route';
import { markHelpful, VOTE_MESSAGES } from '@/lib/reviews/votes';

/** Once per account: a repeat answers 200 with the same count. */
export const POST = route<{ id: string }, undefined, undefined, 'user'>({ access: 'user' }, async ({ user, params }) =>
  reply(await markHelpful(user, params.id), VOTE_MESSAGES.helpful),
);
