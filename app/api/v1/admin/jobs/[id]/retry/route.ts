import { reply, route } from '@/lib/http/route';
import { retryJob } from '@/lib/jobs/admin';

export const POST = route({ access: 'admin' }, async ({ user, params }) =>
  reply(await retryJob(user, params.id), 'Job queued again'),
);
