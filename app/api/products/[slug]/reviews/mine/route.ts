import { reply, route } from '@/lib/http/route';
import { myReview } from '@/lib/reviews/eligibility';

/** The signed-in shopper's review of this product, or whether they may write one. */
export const GET = route<{ slug: string }, undefined, undefined, 'user'>({ access: 'user' }, async ({ user, params }) =>
  reply(await myReview(user.id, params.slug)),
);
