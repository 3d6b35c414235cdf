import { listTeam } from '@/lib/content/team';
import { PUBLIC_CACHE } from '@/lib/http/envelope';
import { reply, route } from '@/lib/http/route';

export const GET = route({}, async () => reply(await listTeam(), 'Team fetched', 200, PUBLIC_CACHE));
