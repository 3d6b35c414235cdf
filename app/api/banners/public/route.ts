import { listBanners } from '@/lib/content/banners';
import { ok, PUBLIC_CACHE } from '@/lib/http/envelope';
import { apiRoute } from '@/lib/http/handler';

export const GET = apiRoute(async () => ok(await listBanners(), 'Banners fetched', 200, PUBLIC_CACHE));
