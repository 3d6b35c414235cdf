import { PUBLIC_CACHE } from '@/lib/http/envelope';
import { reply, route } from '@/lib/http/route';
import { reviewedProduct } from '@/lib/reviews/eligibility';
import { listReviews } from '@/lib/reviews/read';
import { reviewListQuery } from '@/lib/reviews/rules';

/** A page of a product's published reviews with its summary; 404 for an unknown or inactive product. */
export const GET = route<{ slug: string }, undefined, typeof reviewListQuery>(
  { query: reviewListQuery },
  async ({ params, query }) => {
    const product = await reviewedProduct(params.slug);
    return reply(await listReviews(product.id, query), 'Reviews fetched', 200, PUBLIC_CACHE);
  },
);
