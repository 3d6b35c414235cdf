import { createContent, listContent } from '@/lib/content/admin-content';
import { createSchemas } from '@/lib/content/admin-schemas';
import { reply, route } from '@/lib/http/route';
import { pagingQuery } from '@/lib/validation/paging';

export const GET = route({ access: 'admin', query: pagingQuery }, async ({ user, query }) =>
  reply(await listContent(user, 'pages', query)),
);

export const POST = route({ access: 'admin', body: createSchemas.pages, maxBody: 256 * 1024 }, async ({ user, body }) =>
  reply(await createContent(user, 'pages', body), 'Created', 201),
);
