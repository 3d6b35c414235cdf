import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ListingPage, listingMetadata } from '@/components/listing/ListingPage';
import { ProductPage, productMetadata } from '@/components/product/ProductPage';
import { isSlug } from '@/lib/validation/slug';

/*
 * /products (the listing) and /products/{slug} (a product). An optional catch-all with no static
 * params: rendered on the first request, then served from the full-route cache and revalidated
 * by the product's and the catalogue's tags (docs/decisions.md).
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
  if (slug.length === 1 && isSlug(slug[0])) return productMetadata(slug[0]);
  return { title: 'Product not found', robots: { index: false } };
}

export default async function ProductsRoute({ params }: Props) {
  const { slug } = await params;
  // No loading.tsx or Suspense here: see app/(shop)/[[...slug]]/page.tsx.
  if (!slug?.length) return <ListingPage />;
  if (slug.length === 1 && isSlug(slug[0])) return <ProductPage slug={slug[0]} />;
  notFound();
}
