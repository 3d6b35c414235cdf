import { readiness } from '@/lib/ops/health';
import { reply, route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

/** GET /api/ready: 200 once the database answers and its migrations are applied; 503 while not, or while draining. */
export const GET = route({ access: 'public' }, async () =>
  reply(await readiness(), 'Ready', 200, { 'Cache-Control': 'no-store' }),
);
