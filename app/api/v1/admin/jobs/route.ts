import { reply, route } from '@/lib/http/route';
import { jobsOverview, jobsQuery } from '@/lib/jobs/admin';

export const GET = route({ access: 'admin', query: jobsQuery }, async ({ user, query }) =>
  reply(await jobsOverview(user, query)),
);
