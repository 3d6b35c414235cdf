import type { z } from 'zod';
import type { AdminBannerDto, AdminPageDto, AdminPostDto, AdminTeamMemberDto } from '@/lib/content/admin-content';
import type * as s from '@/lib/content/admin-schemas';
import { apiFetch } from './fetch';
import { recordWrites } from './record-writes';

/** One kind's writes; its routes are `/api/v1/admin/<kind>` and `/api/v1/admin/<kind>/<id>`. */
function kindApi<C extends z.ZodType, U extends z.ZodType, Dto>(kind: string) {
  const path = `/api/v1/admin/${kind}`;
  return {
    ...recordWrites<C, U, Dto>(path),
    remove: (id: number) => apiFetch<{ id: number }>(`${path}/${id}`, { method: 'DELETE' }),
  };
}

/** The back office's content writes: blog posts, pages, banners and team members. */
export const adminContentApi = {
  blog: kindApi<typeof s.postCreateSchema, typeof s.postUpdateSchema, AdminPostDto>('blog'),
  pages: kindApi<typeof s.pageCreateSchema, typeof s.pageUpdateSchema, AdminPageDto>('pages'),
  banners: kindApi<typeof s.bannerCreateSchema, typeof s.bannerUpdateSchema, AdminBannerDto>('banners'),
  team: kindApi<typeof s.teamCreateSchema, typeof s.teamUpdateSchema, AdminTeamMemberDto>('team'),
};
