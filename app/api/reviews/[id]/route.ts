import { reply, route } from '@/lib/http/route';
import { parseOrThrow } from '@/lib/validation/parse';
import { readReviewRequest } from '@/lib/reviews/photos';
import { reviewEditSchema } from '@/lib/reviews/rules';
import { deleteReview, editReview } from '@/lib/reviews/write';

/** The author edits what they send (JSON, or multipart adding photos up to 3 in all); anyone else gets 404. */
export const PATCH = route<{ id: string }, undefined, undefined, 'user'>(
  { access: 'user' },
  async ({ user, params, request }) => {
    const { fields, files } = await readReviewRequest(request, user.id);
    return reply(await editReview(user, params.id, parseOrThrow(reviewEditSchema, fields), files), 'Review updated');
  },
);

export const DELETE = route<{ id: string }, undefined, undefined, 'user'>(
  { access: 'user' },
  async ({ user, params }) => {
    await deleteReview(user, params.id);
    return reply(null, 'Review deleted');
  },
);
