import { listProducts } from '@/lib/catalog/products';
import { PUBLIC_CACHE } from '@/lib/http/envelope';
import { reply, route } from '@/lib/http/route';

export const GET = route({}, async () => reply(await listProducts(), 'Products fetched', 200, PUBLIC_CACHE));
