import { liveness } from '@/lib/ops/health';
import { reply, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/health: the process is up (no database call, for liveness probes). */
export const GET = route({ access: 'public' }, async () =>
  reply(liveness(), 'OK', 200, { 'Cache-Control': 'no-store' }),
);
