import { getPublicPage } from '@/lib/content/pages';
import { notFound, ok, PUBLIC_CACHE } from '@/lib/http/envelope';
import { apiRoute, isSlug } from '@/lib/http/handler';

export const GET = apiRoute<{ slug: string }>(async (_request, { slug }) => {
  const page = isSlug(slug) ? await getPublicPage(slug) : null;
  return page ? ok(page, 'Page fetched', 200, PUBLIC_CACHE) : notFound('Page not found');
});
