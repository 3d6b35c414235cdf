import { getCachedPost } from '@/lib/content/cached';
import { noStaticParams } from '@/lib/routing/catch-all';
import { postCard } from '@/lib/seo/og-cards';
import { slugCardRoute } from '@/lib/seo/og-image';

/* Its own path, cached and expired like /og/blog/{slug} (revalidatePosts() names both). */
export const revalidate = 86400;
export const dynamicParams = true;
export const generateStaticParams = noStaticParams;

/** GET /hi/og/blog/{slug}: the article's share card in Hindi (English where the post has no Hindi). */
export const GET = slugCardRoute(getCachedPost, (post) => postCard(post, 'hi'));
