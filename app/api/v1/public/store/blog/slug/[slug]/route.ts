import { getPublishedPost } from '@/lib/content/blog';
import { notFound, ok, PUBLIC_CACHE } from '@/lib/http/envelope';
import { apiRoute, isSlug } from '@/lib/http/handler';

export const GET = apiRoute<{ slug: string }>(async (_request, { slug }) => {
  const post = isSlug(slug) ? await getPublishedPost(slug) : null;
  return post ? ok(post, 'Blog fetched', 200, PUBLIC_CACHE) : notFound('Article not found');
});
