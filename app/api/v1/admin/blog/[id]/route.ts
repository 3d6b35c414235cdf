import { adminContent } from '@/lib/content/admin-content';
import { contentItemRoutes } from '@/lib/content/admin-routes';

export const { GET, PATCH, DELETE } = contentItemRoutes(adminContent.blog);
