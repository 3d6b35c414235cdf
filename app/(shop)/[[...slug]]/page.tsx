import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ContentPage, contentPageMetadata } from '@/components/content/ContentPage';
import { HomePage } from '@/components/home/HomePage';
import { isSlug } from '@/lib/validation/slug';
import { buildMetadata } from '@/lib/seo/metadata';
import { getCachedShopSettings } from '@/lib/settings/cached';

/*
 * Home (no segment) and CMS pages (/{slug}). An optional catch-all with no static params:
 * rendered on the first request, then served from the full-route cache (docs/decisions.md).
 * Any deeper unknown path lands here too and answers the not-found page with a 404.
 */
export const revalidate = 86400;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (!slug?.length) {
    const { shop } = await getCachedShopSettings();
    return buildMetadata(
      {
        title: `${shop.name}: Organic Tea, Raw Honey & Whole Spices Online`,
        absoluteTitle: true,
        description: `${shop.tagline}. Single-estate Assam and Darjeeling teas, raw forest honey and hand-picked spices, shipped fresh across India. Free delivery over ₹5,000.`,
        path: '/',
      },
      shop,
    );
  }
  if (slug.length === 1 && isSlug(slug[0])) return contentPageMetadata(slug[0]);
  return { title: 'Page not found', robots: { index: false } };
}

export default async function ShopCatchAllPage({ params }: Props) {
  const { slug } = await params;
  // No loading.tsx or Suspense around the page: a boundary above notFound() turns the 404 into a
  // 200, and a fallback in the cached HTML shifts the footer when the content swaps in.
  if (!slug?.length) return <HomePage />;
  if (slug.length === 1 && isSlug(slug[0])) return <ContentPage slug={slug[0]} />;
  notFound();
}
