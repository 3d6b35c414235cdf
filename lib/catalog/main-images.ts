/**
 * The main image of many products in one query (the rule itself is lib/catalog/main-image.ts).
 * Rows come in id order, so equal display orders keep the order they were added in.
 */
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { productImages } from '../db/schema';
import { mainImage, type ImageRef } from './main-image';

export async function mainImagesOf(db: DbOrTx, productIds: readonly number[]): Promise<Map<number, string | null>> {
  const ids = [...new Set(productIds)];
  const byProduct = new Map<number, ImageRef[]>(ids.map((id) => [id, []]));
  if (ids.length) {
    const rows = await db
      .select({
        productId: productImages.productId,
        imageUrl: productImages.imageUrl,
        displayOrder: productImages.displayOrder,
      })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.id));
    for (const row of rows) byProduct.get(row.productId)?.push(row);
  }
  return new Map([...byProduct].map(([id, images]) => [id, mainImage(images)]));
}
