import { listProducts } from '@/lib/catalog/products';
import { ok, PUBLIC_CACHE } from '@/lib/http/envelope';
import { apiRoute } from '@/lib/http/handler';

export const GET = apiRoute(async () => ok(await listProducts(), 'Products fetched', 200, PUBLIC_CACHE));
