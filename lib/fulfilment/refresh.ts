/**
 * Stock came back (a cancelled part): the product pages showing it are revalidated after the
 * commit. A failure to reach the cache is logged, never turned into a failed cancellation — the
 * order is already cancelled, and the pages' time-based revalidation is the safety net.
 */
import { revalidateProducts } from '../cache/revalidate';

export async function refreshProductPages(slugs: string[]): Promise<void> {
  if (!slugs.length) return;
  try {
    await revalidateProducts(slugs);
  } catch (error) {
    console.warn('[cache] product pages not revalidated:', (error as Error).message);
  }
}
