import { reply, route } from '@/lib/http/route';
import { parseOrThrow } from '@/lib/validation/parse';
import { readReviewRequest } from '@/lib/reviews/photos';
import { reviewInputSchema } from '@/lib/reviews/rules';
import { createReview } from '@/lib/reviews/write';

/** A buyer's review: JSON `{rating, title?, text?}`, or multipart with the same fields and up to 3 `files`. */
export const POST = route<{ slug: string }, undefined, undefined, 'user'>(
  { access: 'user' },
  async ({ user, params, request }) => {
    const { fields, files } = await readReviewRequest(request, user.id);
    const review = await createReview(user, params.slug, parseOrThrow(reviewInputSchema, fields), files);
    return reply(review, 'Thanks! Your review is published.', 201);
  },
);
