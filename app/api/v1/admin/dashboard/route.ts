import { z } from 'zod';
import { getDashboard } from '@/lib/commerce/admin-dashboard';
import { reply, route } from '@/lib/http/route';

const dashboardQuery = z.object({ days: z.coerce.number().int().min(1).max(92).optional() });

export const GET = route({ access: 'staff', query: dashboardQuery }, async ({ user, query }) =>
  reply(await getDashboard(user, { days: query.days })),
);
