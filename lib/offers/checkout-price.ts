/**
 * `POST /api/checkout/price`: the server prices what the cart, the review step and the payment step
 * show — the packs' prices from the database, the shop's rates, the running offers and the typed
 * code for this shopper — with the same `priceCart` the placement uses. A refused code is not an
 * error: its reason is in `messages`.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import { products, productVariants } from '../db/schema';
import { priceCart, type PricedLine } from '../commerce/pricing';
import { getShopSettings } from '../settings/settings';
import { defaultVariant } from '../catalog/variants';
import { checkoutDelivery } from '../delivery/checkout-delivery';
import type { Locale } from '../i18n/locales';
import { loadOffers } from './load';
import { offerTitlesIn } from './titles';
import { toPriceJson, type CheckoutPriceInput, type CheckoutPriceJson } from './price-json';

export async function priceCheckout(
  userId: number | null,
  input: CheckoutPriceInput,
  { db = getDb(), now = new Date(), locale = 'en' }: { db?: DbOrTx; now?: Date; locale?: Locale } = {},
): Promise<CheckoutPriceJson> {
  const [lines, { rates }, offers] = await Promise.all([
    linesOf(db, input.items),
    getShopSettings(db),
    loadOffers(db, { userId, code: input.promotionCode, now }),
  ]);
  const method = input.paymentMethod ?? null;
  const priced = priceCart(lines, rates, method, offers);
  // The offer lines read in the shopper's language; the placement prices again and keeps the English.
  const breakdown = { ...priced, promotions: await offerTitlesIn(db, priced.promotions, locale) };
  if (input.addressId == null || userId === null) return toPriceJson(breakdown, lines);
  // The COD cap applies to what the order costs paid by COD (its handling charge, its offers).
  const codTotalPaise = method === 'COD' ? breakdown.totalPaise : priceCart(lines, rates, 'COD', offers).totalPaise;
  const delivery = await checkoutDelivery(db, {
    userId,
    addressId: input.addressId,
    sellerIds: [...new Set(lines.map((l) => l.sellerId))].sort((a, b) => a - b),
    codTotalPaise,
    now,
  });
  return toPriceJson(breakdown, lines, delivery);
}

type PricingItem = CheckoutPriceInput['items'][number];

/**
 * Each line's pack (its default pack when none is named) with the facts offers need. A line whose
 * product is gone or inactive, or names another product's pack, is left out: the cart shows it as
 * unavailable and the placement refuses it with its own message.
 */
async function linesOf(db: DbOrTx, items: readonly PricingItem[]) {
  const ids = [...new Set(items.map((i) => i.productId))];
  if (!ids.length) return [];
  const packs = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      mrpPaise: productVariants.mrpPaise,
      pricePaise: productVariants.pricePaise,
      stockQuantity: productVariants.stockQuantity,
      categoryId: products.categoryId,
      sellerId: products.sellerId,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.productId, ids), eq(products.isActive, true)))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  return items.flatMap((item) => {
    const mine = packs.filter((p) => p.productId === item.productId);
    const pack = item.variantId == null ? defaultVariant(mine) : mine.find((p) => p.id === item.variantId);
    if (!pack) return [];
    const line: PricedLine & { variantId: number; productId: number; sellerId: number } = {
      productId: item.productId,
      variantId: pack.id,
      categoryId: pack.categoryId,
      sellerId: pack.sellerId,
      mrpPaise: pack.mrpPaise,
      pricePaise: pack.pricePaise,
      quantity: item.quantity,
    };
    return [line];
  });
}
