import { getCachedProduct } from '@/lib/catalog/cached';
import { mainImage } from '@/lib/catalog/main-image';
import { isSlug } from '@/lib/validation/slug';
import { discountPercent, formatRupeesShort } from '@/lib/money';
import { localImageDataUri, ogCard } from '@/lib/seo/og-image';
import { getCachedShopSettings } from '@/lib/settings/cached';

/*
 * Rendered once per product and kept in the full-route cache; revalidateProduct() expires it with the product's
 * page (by its path: cached route handlers do not carry their data's tags). An unknown slug's 404
 * is never stored (lib/cache/handlers/isr.mjs).
 */
export const revalidate = 86400;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

/** GET /og/product/{slug}: the product's share card (title, price, discount, photo). */
export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const product = isSlug(slug) ? await getCachedProduct(slug) : null;
  if (!product) return new Response('Not found', { status: 404 });
  const off = discountPercent(product.productPrice, product.sellingPrice);
  const { shop } = await getCachedShopSettings();
  return ogCard(
    {
      eyebrow: product.parentCategory?.name ?? product.categoryName,
      title: product.title,
      detail: `${formatRupeesShort(product.sellingPrice)}${product.size ? ` · ${product.size}` : ''}`,
      badge: off > 0 ? `-${off}%` : undefined,
      image: await localImageDataUri(mainImage(product.images)),
    },
    shop.name,
  );
}
