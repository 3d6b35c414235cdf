import { listPublicPages } from '@/lib/content/pages';
import { PUBLIC_CACHE } from '@/lib/http/envelope';
import { reply, route } from '@/lib/http/route';

export const GET = route({}, async () => reply(await listPublicPages(), 'Pages fetched', 200, PUBLIC_CACHE));
