import { inArray } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import { productVariants, products } from '../db/schema';
import { isBlankText } from '../i18n/localize';
import type { Locale } from '../i18n/locales';
import { orderOfferTitlesIn } from '../offers/titles';

/*
 * An ordered item keeps the English name and pack label it was sold under (the seller's screens, the GST
 * invoice). A shopper reading the order in Hindi sees the product's and the pack's Hindi words where the
 * catalogue has them now, else the stored English (design §15). The marketing and review mails name their
 * products and packs the same way. An item without a pack (a product as a whole) names only the product.
 */
type Named = { productId: number; variantId?: number | null; productName: string; size?: string | null };

export async function itemNamesIn<T extends Named>(items: readonly T[], locale: Locale, db: DbOrTx = getDb()) {
  if (locale === 'en' || !items.length) return [...items];
  const productIds = [...new Set(items.map((i) => i.productId))];
  const variantIds = [...new Set(items.flatMap((i) => (i.variantId == null ? [] : [i.variantId])))];
  const [titles, labels] = await Promise.all([
    db.select({ id: products.id, t: products.translations }).from(products).where(inArray(products.id, productIds)),
    variantIds.length
      ? db
          .select({ id: productVariants.id, t: productVariants.translations })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds))
      : [],
  ]);
  const words = (rows: { id: number; t: Record<string, Record<string, string> | undefined> }[], field: string) =>
    new Map(rows.flatMap((r) => (isBlankText(r.t[locale]?.[field]) ? [] : [[r.id, r.t[locale]![field]] as const])));
  const title = words(titles, 'title');
  const label = words(labels, 'label');
  return items.map((i) => ({
    ...i,
    productName: title.get(i.productId) ?? i.productName,
    size: (i.variantId != null && label.get(i.variantId)) || i.size,
  }));
}

type ReadOrder = { id: number; subOrders: { items: Named[] }[]; promotions: { title: string }[] };

/** Orders (or one) with their items named, and their offers titled, in `locale`. */
export async function ordersIn<O extends ReadOrder>(orders: O[], locale: Locale, db: DbOrTx = getDb()): Promise<O[]> {
  if (locale === 'en') return orders;
  const named = await itemNamesIn(
    orders.flatMap((o) => o.subOrders.flatMap((s) => s.items)),
    locale,
    db,
  );
  let next = 0;
  const itemsNamed = orders.map((o) => ({
    ...o,
    subOrders: o.subOrders.map((s) => ({ ...s, items: s.items.map(() => named[next++]) })),
  }));
  return orderOfferTitlesIn(db, itemsNamed, locale);
}

/** One order as a route answers it: its items named in the request's language. */
export async function orderIn<O extends ReadOrder>(order: O, locale: Locale): Promise<O> {
  return (await ordersIn([order], locale))[0];
}
