import { listTeam } from '@/lib/content/team';
import { ok, PUBLIC_CACHE } from '@/lib/http/envelope';
import { apiRoute } from '@/lib/http/handler';

export const GET = apiRoute(async () => ok(await listTeam(), 'Team fetched', 200, PUBLIC_CACHE));
