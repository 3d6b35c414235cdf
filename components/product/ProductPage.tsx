import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import { getCachedProduct, getCachedProducts } from '@/lib/catalog/cached';
import type { ProductDto } from '@/lib/catalog/products';
import { toListingProduct } from '@/lib/catalog/listing';
import { listingHref } from '@/lib/catalog/listing-url';
import { productJsonLd } from '@/lib/seo/jsonld';
import { buildMetadata, summarize } from '@/lib/seo/metadata';
import type { Shop } from '@/lib/settings/settings';
import { getCachedShopSettings } from '@/lib/settings/cached';
import { Gallery } from './Gallery';
import { ProductInfoTabs } from './ProductInfoTabs';
import { ProductSummary } from './ProductSummary';
import { RelatedProducts } from './RelatedProducts';

/** The page description: the seller's SEO description, else the DESCRIPTION entry, else a sentence built from the facts. */
export function productDescription(p: ProductDto, shop: Pick<Shop, 'name'>): string {
  if (p.seoDescription) return p.seoDescription;
  const description = p.metadata.find((m) => m.type === 'DESCRIPTION')?.content;
  if (description) return summarize(description);
  return `${p.title} (${p.size ?? 'Standard'}) from ${p.sellerName}, in ${p.categoryName}. Organic, shipped fresh across India by ${shop.name}.`;
}

export async function productMetadata(slug: string): Promise<Metadata> {
  const [product, { shop }] = await Promise.all([getCachedProduct(slug), getCachedShopSettings()]);
  if (!product) return { title: 'Product not found', robots: { index: false } };
  return buildMetadata(
    {
      // The seller's SEO title is the whole <title>, as written; the built one gets the shop's name after it.
      title: product.seoTitle ?? `${product.title}${product.size ? ` (${product.size})` : ''}`,
      absoluteTitle: product.seoTitle !== null,
      description: productDescription(product, shop),
      keywords: [
        product.title,
        product.categoryName,
        ...(product.parentCategory ? [product.parentCategory.name] : []),
        ...product.tags,
      ],
      path: `/products/${product.slug}`,
      image: `/og/product/${product.slug}`,
      imageAlt: product.title,
    },
    shop,
  );
}

export async function ProductPage({ slug }: { slug: string }) {
  const [product, { shop }] = await Promise.all([getCachedProduct(slug), getCachedShopSettings()]);
  if (!product) notFound();
  const related = (await getCachedProducts())
    .filter((p) => p.id !== product.id && p.categorySlug === product.categorySlug)
    .slice(0, 5)
    .map(toListingProduct);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Products', path: listingHref() },
    ...(product.parentCategory
      ? [{ name: product.parentCategory.name, path: listingHref({ category: product.parentCategory.slug }) }]
      : []),
    {
      name: product.categoryName,
      path: product.parentCategory
        ? listingHref({ category: product.parentCategory.slug, sub: product.categorySlug })
        : listingHref({ category: product.categorySlug }),
    },
    { name: product.title, path: `/products/${product.slug}` },
  ];
  return (
    <div className="container-shop space-y-14 pb-4 pt-6">
      <JsonLd data={productJsonLd(product, productDescription(product, shop), shop)} />
      <Breadcrumbs crumbs={crumbs} />
      {/* minmax(0, 1fr) columns: the thumbnail strip scrolls inside its column instead of widening the page. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12">
        <Gallery
          images={product.images.map((i) => ({ src: i.imageUrl, alt: i.alt }))}
          videoUrl={product.videoResponse?.videoUrl ?? null}
          title={product.title}
        />
        <ProductSummary product={product} />
      </div>
      <ProductInfoTabs metadata={product.metadata} />
      <RelatedProducts products={related} />
    </div>
  );
}
