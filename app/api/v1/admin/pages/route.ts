import { adminContent } from '@/lib/content/admin-content';
import { contentListRoutes } from '@/lib/content/admin-routes';

export const { GET, POST } = contentListRoutes(adminContent.pages);
