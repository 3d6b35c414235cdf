import { getCachedProduct } from '@/lib/catalog/cached';
import { noStaticParams } from '@/lib/routing/catch-all';
import { productCard } from '@/lib/seo/og-cards';
import { slugCardRoute } from '@/lib/seo/og-image';

/*
 * The Hindi card has its own path, not ?lang=hi: the full-route cache keys a route by its path and drops
 * the query. revalidateProduct() expires this path beside the English one.
 */
export const revalidate = 86400;
export const dynamicParams = true;
export const generateStaticParams = noStaticParams;

/** GET /hi/og/product/{slug}: the product's share card in Hindi (English where the catalogue has no Hindi). */
export const GET = slugCardRoute(getCachedProduct, (product) => productCard(product, 'hi'));
