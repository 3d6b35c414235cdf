import { getCachedProduct } from '@/lib/catalog/cached';
import { mainImage } from '@/lib/catalog/main-image';
import { discountPercent, formatRupeesShort } from '@/lib/money';
import { noStaticParams } from '@/lib/routing/catch-all';
import { localImageDataUri, slugCardRoute } from '@/lib/seo/og-image';

/*
 * Rendered once per product and kept in the full-route cache; revalidateProduct() expires it with the product's
 * page (by its path: cached route handlers do not carry their data's tags).
 */
export const revalidate = 86400;
export const dynamicParams = true;
export const generateStaticParams = noStaticParams;

/** GET /og/product/{slug}: the product's share card (title, price, discount, photo). */
export const GET = slugCardRoute(getCachedProduct, async (product) => {
  const off = discountPercent(product.productPrice, product.sellingPrice);
  return {
    eyebrow: product.parentCategory?.name ?? product.categoryName,
    title: product.title,
    detail: `${formatRupeesShort(product.sellingPrice)}${product.size ? ` · ${product.size}` : ''}`,
    badge: off > 0 ? `-${off}%` : undefined,
    image: await localImageDataUri(mainImage(product.images)),
  };
});
