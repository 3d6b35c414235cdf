/**
 * The offers an order or a price took, titled in the shopper's language (design §15): the checkout's
 * offer lines and the order mail. The order keeps the English title it was sold under; only what a
 * Hindi shopper reads takes the promotion's Hindi title, and a promotion without one keeps its English.
 */
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { promotions } from '../db/schema';
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
