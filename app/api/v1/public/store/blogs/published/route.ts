import { listPublishedPosts } from '@/lib/content/blog';
import { PUBLIC_CACHE } from '@/lib/http/envelope';
import { reply, route } from '@/lib/http/route';

export const GET = route({}, async () => reply(await listPublishedPosts(), 'Blogs fetched', 200, PUBLIC_CACHE));
