/**
 * After a write, mark exactly the cached pages that showed the changed record as stale, on every
 * instance: the next request anywhere re-renders them (expire 0: no stale copy is served).
 *
 * Call after the transaction commits (a page re-rendered before the commit would cache the old
 * data again) and `await` it: it resolves once every instance can see the invalidation. Works in
 * a route handler, a server action, or outside any request (the expiry sweep): the invalidation
 * goes straight to the shared tag table both of Next's caches read
 * (lib/cache/handlers/shared-tags.mjs); inside a request Next is told too, so a server action's
 * answer refreshes the browser's router cache.
 */
import { revalidateTag } from 'next/cache';
import { eq, inArray } from 'drizzle-orm';
// Plain JavaScript shared with the cache handlers Next loads outside the bundle (typed by shared-tags.d.mts).
import { expireTags as expireSharedTags } from './handlers/shared-tags.mjs';
import { getDb, type Db } from '../db/client';
import { orderItems, products, subOrders } from '../db/schema';
import { tags } from './tags';
import { stockBand } from '../catalog/stock-band';

const now = { expire: 0 };

/** Expires these tags everywhere; the building block of the functions below. */
export async function expireTags(list: Iterable<string>): Promise<void> {
  const unique = [...new Set(list)];
  if (!unique.length) return;
  await expireSharedTags(unique, now);
  for (const tag of unique) {
    try {
      revalidateTag(tag, now);
    } catch {
      // Outside a request (the expiry sweep) Next has no request store; the shared table above is enough.
    }
  }
}

/** A product's price, stock, text or images changed: its page, its OG image, and the lists that show it. */
export function revalidateProduct(slug: string) {
  return revalidateProducts([slug]);
}

/** A product's OG images, English and Hindi: route handlers carry only their path's tag. */
const productShareCards = (slug: string) => [tags.path(`/og/product/${slug}`), tags.path(`/hi/og/product/${slug}`)];

/** Stock or price moved for these products (orders placed, cancelled or expired; bulk edits). */
export function revalidateProducts(slugs: Iterable<string>) {
  const list = [...slugs];
  return expireTags([...list.map(tags.product), ...list.flatMap(productShareCards), tags.products]);
}

/** A category was renamed, moved or re-imaged: the menu (every page), lists and its products. */
export function revalidateCategory(slug: string) {
  return expireTags([tags.category(slug), tags.categories, tags.products]);
}

export function revalidateBanners() {
  return expireTags([tags.banners]);
}

/** Posts' text, image or visibility changed: their pages, their OG images and the blog list, in one invalidation. */
export function revalidatePosts(slugs: Iterable<string>) {
  const list = [...slugs];
  return expireTags([
    ...list.map(tags.post),
    ...list.map((slug) => tags.path(`/og/blog/${slug}`)),
    ...list.map((slug) => tags.path(`/hi/og/blog/${slug}`)),
    tags.blog,
  ]);
}

export function revalidatePages(slugs: Iterable<string>) {
  return expireTags([...[...slugs].map(tags.page), tags.pages]);
}

export function revalidateTeam() {
  return expireTags([tags.team]);
}

/** A promotion was created, edited or paused: the product pages and lists that advertise offers. */
export function revalidatePromotions() {
  return expireTags([tags.promotions]);
}

/** The shop's identity or charges changed: the header and footer are on every page, so every page goes. */
export function revalidateShopSettings() {
  return expireTags([tags.settings, tags.everyPage]);
}

/** One pack's stock as an order took it: what its pages showed before and show now. */
export type StockMove = { slug: string; variantId: number; before: number; after: number };

/**
 * Stock was taken from these packs (an order placed). Call after the commit. A page is expired only
 * when what it shows moved: the product's page (and every pack's page, same tag) when a pack's
 * stock band changed (stockBand: "In stock" → "Only 10 left" → … → "Out of stock"); the lists and the
 * OG image only when a pack ran out or came back, the one stock change a card (sold-out mark, the
 * lowest in-stock pack's price, the home page's deals) or the share card's default pack can show.
 * Other packs of the product did not move, so the moved packs alone decide. The stepper's upper
 * limit (min(stock, 50)) is not shown and may lag: the cart and the order check stock anyway.
 */
export function revalidateStockMoves(moves: readonly StockMove[]) {
  const shown = moves.filter((m) => stockBand(m.before) !== stockBand(m.after));
  const soldOutOrBack = shown.filter((m) => m.before > 0 !== m.after > 0);
  const slugs = new Set(soldOutOrBack.map((m) => m.slug));
  return expireTags([
    ...shown.map((m) => tags.product(m.slug)),
    ...[...slugs].flatMap(productShareCards),
    ...(slugs.size ? [tags.products] : []),
  ]);
}

/**
 * The stock of these orders' products moved (placed, cancelled, expired, payment window over):
 * looks up which products they hold and revalidates those pages. Call after the commit.
 */
export async function revalidateOrderStock(orderIds: Iterable<number>, db: Db = getDb()): Promise<void> {
  const ids = [...new Set(orderIds)];
  if (!ids.length) return;
  const rows = await db
    .selectDistinct({ slug: products.slug })
    .from(orderItems)
    .innerJoin(subOrders, eq(subOrders.id, orderItems.subOrderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(inArray(subOrders.orderId, ids));
  await revalidateProducts(rows.map((r) => r.slug));
}
