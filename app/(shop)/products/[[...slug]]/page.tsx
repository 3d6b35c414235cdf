import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingPage, listingMetadata } from '@/components/listing/ListingPage';

/*
 * /products, the listing. An optional catch-all with no static params: rendered on the first
 * request, then served from the full-route cache and revalidated by the catalogue's tags
 * (docs/decisions.md). /products/{slug} is rewritten to app/(shop)/product-detail (next.config.mjs);
 * deeper paths land here and answer the not-found page with a 404.
 */
export const revalidate = 86400;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (!slug?.length) return listingMetadata();
  return { title: 'Product not found', robots: { index: false } };
}

export default async function ProductsRoute({ params }: Props) {
  const { slug } = await params;
  // No loading.tsx or Suspense here: see app/(shop)/[[...slug]]/page.tsx.
  if (!slug?.length) return <ListingPage />;
  notFound();
}
