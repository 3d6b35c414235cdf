import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { noStaticParams } from '@/lib/routing/catch-all';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { productMetadata } from '@/lib/seo/page-metadata';
import { isSlug } from '@/lib/validation/slug';
import { productPage } from './product-page';

/*
 * A product, /products/{slug}: next.config.mjs rewrites that address here. The product page has a
 * route of its own, apart from the listing's, so each page loads only its own client code (the
 * listing's filters stay off product pages and the gallery off the listing: docs/decisions.md).
 * No static params: rendered on the first request, then served from the full-route cache and
 * revalidated by the product's tags (docs/decisions.md). A chosen pack has its own route: [pack]/page.tsx.
 */
export const revalidate = 86400;
export const generateStaticParams = noStaticParams;

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return isSlug(slug) ? productMetadata(slug) : notFoundMetadata((await getTranslations('Product'))('notFound'));
}

export default async function ProductRoute({ params }: Props) {
  return productPage((await params).slug, null);
}
