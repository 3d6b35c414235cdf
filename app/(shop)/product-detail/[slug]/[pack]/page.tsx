import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { noStaticParams } from '@/lib/routing/catch-all';
import { notFoundMetadata } from '@/lib/seo/metadata';
import { productMetadata } from '@/lib/seo/page-metadata';
import { isSlug } from '@/lib/validation/slug';
import { productPage } from '../product-page';

/*
 * A product with a chosen pack, /products/{slug}?pack={sku}: the front door turns the query into this
 * path (lib/cache/render-query.ts), so each pack is rendered on the server and cached like the product
 * page itself, and a shared link opens that pack. Its metadata, canonical URL included, is the bare
 * product's.
 */
export const revalidate = 86400;
export const generateStaticParams = noStaticParams;

type Props = { params: Promise<{ slug: string; pack: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  return isSlug(slug) ? productMetadata(slug) : notFoundMetadata((await getTranslations('Product'))('notFound'));
}

export default async function ProductPackRoute({ params }: Props) {
  const { slug, pack } = await params;
  return productPage(slug, pack);
}
