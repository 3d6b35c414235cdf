/**
 * Back in stock: a signed-in shopper asks to hear when a sold-out pack returns (one open alert per
 * shopper and pack); the scheduled sender mails each open alert whose pack has stock again and closes
 * it in the same statement, so a restock mails each subscriber once, whoever changed the stock and
 * however many instances run the job. The shopper asked for this mail, so it needs no marketing consent.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { productVariants, products, stockAlerts } from '../db/schema';
import { AppError } from '../errors';
import { kickMailSender, queueMail } from '../mail/outbox';
import { backInStockMail, type AlertPack } from './mails';

export const ALERT_MESSAGES = {
  notFound: 'Product not found.',
  notThisProduct: "That pack is not one of this product's packs.",
  inStock: 'This pack is in stock: you can order it now.',
  subscribed: "We'll e-mail you when it's back.",
};

/** Idempotent: asking again while the alert is open changes nothing. */
export async function subscribeStockAlert(db: Db, userId: number, slug: string, variantId: number): Promise<void> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), eq(products.isActive, true)))
    .limit(1);
  if (!product) throw new AppError('not_found', ALERT_MESSAGES.notFound);
  const [pack] = await db
    .select({ stock: productVariants.stockQuantity })
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, product.id)))
    .limit(1);
  if (!pack)
    throw new AppError('invalid', ALERT_MESSAGES.notThisProduct, {
      errors: { variantId: ALERT_MESSAGES.notThisProduct },
    });
  if (pack.stock > 0) throw new AppError('conflict', ALERT_MESSAGES.inStock);
  await db.insert(stockAlerts).values({ userId, variantId }).onConflictDoNothing();
}

type Claimed = {
  user_id: number;
  product_id: number;
  variant_id: number;
  email: string;
  name: string;
  slug: string;
  title: string;
  sku: string;
  label: string;
  locale: string;
};

/** Claims (closes) every open alert whose pack is back and queues its mail, in one transaction. */
export async function sendStockAlerts(db: Db, now: Date): Promise<{ mailed: number }> {
  const result = await db.transaction(async (tx) => {
    // Two instances running this at once: the second waits on the first's row locks, then finds
    // notified_at set and skips the row, so no alert is mailed twice.
    const claimed = rowsOf<Claimed>(
      await tx.execute(sql`
        UPDATE stock_alerts a SET notified_at = ${now.toISOString()}::timestamptz
        FROM product_variants v, products p, users u
        WHERE a.notified_at IS NULL AND v.id = a.variant_id AND p.id = v.product_id AND u.id = a.user_id
          AND v.stock_quantity > 0 AND p.is_active AND u.status = 'ACTIVE'
        RETURNING a.user_id, p.id AS product_id, v.id AS variant_id, u.email, u.name, u.locale, p.slug, p.title, v.sku, v.label`),
    );
    for (const row of claimed) {
      const pack: AlertPack = {
        ...row,
        userId: Number(row.user_id),
        productId: Number(row.product_id),
        variantId: Number(row.variant_id),
      };
      await queueMail(tx, row.email, 'STOCK_ALERT', await backInStockMail(tx, pack));
    }
    return { mailed: claimed.length };
  });
  // Sent now rather than at the next sweep of the outbox.
  if (result.mailed) kickMailSender();
  return result;
}
