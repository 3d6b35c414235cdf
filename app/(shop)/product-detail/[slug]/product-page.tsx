import { notFound, redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { ProductScreen } from '@/components/product/ProductScreen';
import { getCachedCategoryTree, getCachedProduct, getCachedProducts } from '@/lib/catalog/cached';
import { chosenVariant } from '@/lib/catalog/variants';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { getCachedFirstReviews } from '@/lib/reviews/cached';
import { getCachedShopSettings } from '@/lib/settings/cached';
import { isSlug } from '@/lib/validation/slug';

/**
 * A product's page with the pack `sku` names, or its default pack (null). Both routes here render it:
 * /products/{slug} and, for `?pack=<sku>`, /product-detail/{slug}/{sku} (lib/cache/render-query.ts),
 * each cached on its own. A SKU the product does not have (a pack since removed) goes to the bare
 * product page, in the page's language; the cache keeps no redirect, so made-up SKUs leave nothing behind.
 */
export async function productPage(slug: string, sku: string | null) {
  // No loading.tsx or Suspense here: see lib/routing/catch-all.ts.
  if (!isSlug(slug)) notFound();
  const [product, products, tree, { shop }, locale] = await Promise.all([
    getCachedProduct(slug),
    getCachedProducts(),
    getCachedCategoryTree(),
    getCachedShopSettings(),
    getLocale() as Promise<Locale>,
  ]);
  if (!product) notFound();
  if (sku !== null && !product.variants.some((v) => v.sku === sku)) redirect(localePath(`/products/${slug}`, locale));
  const pack = chosenVariant(product.variants, sku);
  if (!pack) notFound();
  const reviews = await getCachedFirstReviews(slug, product.id);
  return <ProductScreen product={product} pack={pack} products={products} tree={tree} shop={shop} reviews={reviews} />;
}
