import { deleteContent, getContent, updateContent } from '@/lib/content/admin-content';
import { updateSchemas } from '@/lib/content/admin-schemas';
import { reply, route } from '@/lib/http/route';

export const GET = route({ access: 'admin' }, async ({ user, params }) =>
  reply(await getContent(user, 'team', params.id)),
);

export const PATCH = route(
  { access: 'admin', body: updateSchemas.team, maxBody: 256 * 1024 },
  async ({ user, params, body }) => reply(await updateContent(user, 'team', params.id, body), 'Saved'),
);

export const DELETE = route({ access: 'admin' }, async ({ user, params }) =>
  reply(await deleteContent(user, 'team', params.id), 'Deleted'),
);
