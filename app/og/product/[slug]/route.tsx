import { getCachedProduct } from '@/lib/catalog/cached';
import { noStaticParams } from '@/lib/routing/catch-all';
import { productCard } from '@/lib/seo/og-cards';
import { slugCardRoute } from '@/lib/seo/og-image';

/*
 * Rendered once per product and kept in the full-route cache; revalidateProduct() expires it with the product's
 * page (by its path: cached route handlers do not carry their data's tags).
 */
export const revalidate = 86400;
export const dynamicParams = true;
export const generateStaticParams = noStaticParams;

/** GET /og/product/{slug}: the product's share card (title, price, discount, photo). */
export const GET = slugCardRoute(getCachedProduct, (product) => productCard(product, 'en'));
