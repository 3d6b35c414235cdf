/**
 * The offers an order or a price took, titled in the shopper's language (design §15): the checkout's
 * offer lines and the order mail. The order keeps the English title it was sold under; only what a
 * Hindi shopper reads takes the promotion's Hindi title, and a promotion without one keeps its English.
 */
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orderPromotions, promotions } from '../db/schema';
import { localize } from '../i18n/localize';
import type { Locale } from '../i18n/locales';

export async function offerTitlesIn<O extends { promotionId: number; title: string }>(
  db: DbOrTx,
  offers: readonly O[],
  locale: Locale,
): Promise<O[]> {
  if (locale === 'en' || !offers.length) return [...offers];
  const rows = await db
    .select({ id: promotions.id, translations: promotions.translations })
    .from(promotions)
    .where(inArray(promotions.id, [...new Set(offers.map((o) => o.promotionId))]));
  const words = new Map(rows.map((r) => [r.id, r.translations]));
  return offers.map((o) => {
    const { translations: _words, ...titled } = localize({ ...o, translations: words.get(o.promotionId) }, locale);
    return titled as unknown as O;
  });
}

/**
 * Orders as the shopper's pages read them (OrderJson: `promotions` in the order_promotions rows' order),
 * their offers titled in `locale`.
 */
export async function orderOfferTitlesIn<O extends { id: number; promotions: { title: string }[] }>(
  db: DbOrTx,
  orders: readonly O[],
  locale: Locale,
): Promise<O[]> {
  const withOffers = orders.filter((o) => o.promotions.length);
  if (locale === 'en' || !withOffers.length) return [...orders];
  const orderIds = withOffers.map((o) => o.id);
  const rows = await db
    .select({ orderId: orderPromotions.orderId, promotionId: orderPromotions.promotionId })
    .from(orderPromotions)
    .where(inArray(orderPromotions.orderId, orderIds))
    .orderBy(asc(orderPromotions.id));
  const idsOf = new Map(
    withOffers.map((o) => [o.id, rows.filter((r) => r.orderId === o.id).map((r) => r.promotionId)]),
  );
  // Every offer of every order in one lookup; an order whose rows do not line up keeps its English.
  const lined = withOffers.filter((o) => idsOf.get(o.id)!.length === o.promotions.length);
  const titled = await offerTitlesIn(
    db,
    lined.flatMap((o) => o.promotions.map((p, i) => ({ ...p, promotionId: idsOf.get(o.id)![i] }))),
    locale,
  );
  let next = 0;
  const byOrder = new Map(lined.map((o) => [o.id, o.promotions.map(() => titled[next++].title)]));
  return orders.map((o) => {
    const titles = byOrder.get(o.id);
    return titles ? { ...o, promotions: o.promotions.map((p, i) => ({ ...p, title: titles[i] })) } : o;
  });
}
