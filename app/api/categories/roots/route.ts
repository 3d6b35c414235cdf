import { getCategoryTree } from '@/lib/catalog/categories';
import { PUBLIC_CACHE } from '@/lib/http/envelope';
import { reply, route } from '@/lib/http/route';

export const GET = route({}, async () => reply(await getCategoryTree(), 'Categories fetched', 200, PUBLIC_CACHE));
