import { listBanners } from '@/lib/content/banners';
import { PUBLIC_CACHE } from '@/lib/http/envelope';
import { reply, route } from '@/lib/http/route';

export const GET = route({}, async () => reply(await listBanners(), 'Banners fetched', 200, PUBLIC_CACHE));
