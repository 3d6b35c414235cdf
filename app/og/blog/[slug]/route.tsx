import { getCachedPost } from '@/lib/content/cached';
import { noStaticParams } from '@/lib/routing/catch-all';
import { postCard } from '@/lib/seo/og-cards';
import { slugCardRoute } from '@/lib/seo/og-image';

/*
 * Rendered once per post and kept in the full-route cache; revalidatePosts() expires it with the post's
 * page (by its path: cached route handlers do not carry their data's tags).
 */
export const revalidate = 86400;
export const dynamicParams = true;
export const generateStaticParams = noStaticParams;

/** GET /og/blog/{slug}: the article's share card (title, author, date, picture). */
export const GET = slugCardRoute(getCachedPost, (post) => postCard(post, 'en'));
