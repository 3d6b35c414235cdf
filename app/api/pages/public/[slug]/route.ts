import { getPublicPage } from '@/lib/content/pages';
import { PUBLIC_CACHE } from '@/lib/http/envelope';
import { AppError } from '@/lib/errors';
import { reply, route } from '@/lib/http/route';
import { isSlug } from '@/lib/validation/slug';

export const GET = route({}, async ({ params }) => {
  const found = isSlug(params.slug) ? await getPublicPage(params.slug) : null;
  if (!found) throw new AppError('not_found', 'Page not found');
  return reply(found, 'Page fetched', 200, PUBLIC_CACHE);
});
