/** The admin API's content routes: each kind's two route files are these handlers over its service. */
import type { z } from 'zod';
import { reply, route } from '../http/route';
import { pagingQuery } from '../validation/paging';
import type { ContentService } from './admin-content';

const maxBody = 256 * 1024;

/** `/api/v1/admin/<kind>`: the paged list, and create. */
export function contentListRoutes<C extends z.ZodType, U extends z.ZodType, Dto>(service: ContentService<C, U, Dto>) {
  return {
    GET: route({ access: 'admin', query: pagingQuery }, async ({ user, query }) =>
      reply(await service.list(user, query)),
    ),
    POST: route({ access: 'admin', body: service.createSchema, maxBody }, async ({ user, body }) =>
      reply(await service.create(user, body), 'Created', 201),
    ),
  };
}

/** `/api/v1/admin/<kind>/<id or slug>`: read, edit, delete. */
export function contentItemRoutes<C extends z.ZodType, U extends z.ZodType, Dto>(service: ContentService<C, U, Dto>) {
  return {
    GET: route({ access: 'admin' }, async ({ user, params }) => reply(await service.get(user, params.id))),
    PATCH: route({ access: 'admin', body: service.updateSchema, maxBody }, async ({ user, params, body }) =>
      reply(await service.update(user, params.id, body), 'Saved'),
    ),
    DELETE: route({ access: 'admin' }, async ({ user, params }) =>
      reply(await service.remove(user, params.id), 'Deleted'),
    ),
  };
}
