import { formatIstDate } from '@/lib/format/ist';
import { getCachedPost } from '@/lib/content/cached';
import { isSlug } from '@/lib/validation/slug';
import { localImageDataUri, ogCard } from '@/lib/seo/og-image';
import { getCachedShopSettings } from '@/lib/settings/cached';

/*
 * Rendered once per post and kept in the full-route cache; revalidatePosts() expires it with the post's
 * page (by its path: cached route handlers do not carry their data's tags). An unknown slug's 404
 * is never stored (lib/cache/handlers/isr.mjs).
 */
export const revalidate = 86400;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

/** GET /og/blog/{slug}: the article's share card (title, author, date, picture). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const post = isSlug(slug) ? await getCachedPost(slug) : null;
  if (!post) return new Response('Not found', { status: 404 });
  const { shop } = await getCachedShopSettings();
  return ogCard(
    {
      eyebrow: post.tags[0] ?? 'Blog',
      title: post.title,
      detail: `By ${post.author} · ${formatIstDate(post.publishedAt)}`,
      image: await localImageDataUri(post.featuredImage),
    },
    shop.name,
  );
}
