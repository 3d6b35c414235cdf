import { getCategoryTree } from '@/lib/catalog/categories';
import { ok, PUBLIC_CACHE } from '@/lib/http/envelope';
import { apiRoute } from '@/lib/http/handler';

export const GET = apiRoute(async () => ok(await getCategoryTree(), 'Categories fetched', 200, PUBLIC_CACHE));
