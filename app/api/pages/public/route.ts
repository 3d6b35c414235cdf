import { listPublicPages } from '@/lib/content/pages';
import { ok, PUBLIC_CACHE } from '@/lib/http/envelope';
import { apiRoute } from '@/lib/http/handler';

export const GET = apiRoute(async () => ok(await listPublicPages(), 'Pages fetched', 200, PUBLIC_CACHE));
