import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductPage, productMetadata } from '@/components/product/ProductPage';
import { isSlug } from '@/lib/validation/slug';

/*
 * A product, /products/{slug}: next.config.mjs rewrites that address here. The product page has a
 * route of its own, apart from the listing's, so each page loads only its own client code (the
 * listing's filters stay off product pages and the gallery off the listing: docs/decisions.md).
 * No static params: rendered on the first request, then served from the full-route cache and
 * revalidated by the product's tags (docs/decisions.md).
 */
export const revalidate = 86400;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  if (isSlug(slug)) return productMetadata(slug);
  return { title: 'Product not found', robots: { index: false } };
}

export default async function ProductRoute({ params }: Props) {
  const { slug } = await params;
  // No loading.tsx or Suspense here: see app/(shop)/[[...slug]]/page.tsx.
  if (isSlug(slug)) return <ProductPage slug={slug} />;
  notFound();
}
