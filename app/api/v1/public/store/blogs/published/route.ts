import { listPublishedPosts } from '@/lib/content/blog';
import { ok, PUBLIC_CACHE } from '@/lib/http/envelope';
import { apiRoute } from '@/lib/http/handler';

export const GET = apiRoute(async () => ok(await listPublishedPosts(), 'Blogs fetched', 200, PUBLIC_CACHE));
