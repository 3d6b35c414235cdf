/**
 * The demo store's past: which demo buyer ordered what, when, and what they thought of it. Pure and
 * drawn from a fixed seed, so every seeded database holds the same history (relative to its seeding
 * moment) and tests can rely on its shape. lib/demo/seed-history.ts writes it.
 */
import { moodOf, reviewTextsFor, type ReviewShelf } from './seed-data/review-texts';

/** What the plan needs of a product: when it was listed, how many packs, which shelf. */
export type HistoryProduct = { listedDaysAgo: number; packCount: number; shelf: ReviewShelf };

export type PlannedReview = { rating: number; title: string; text: string; daysAfterDelivery: number };
export type PlannedLine = { product: number; pack: number; quantity: number; review: PlannedReview | null };
export type PlannedOrder = {
  buyer: number;
  /** fractional days before the seeding moment */
  placedDaysAgo: number;
  /** days from placing to the doorstep */
  deliveryDays: number;
  method: 'COD' | 'UPI' | 'CARD';
  lines: PlannedLine[];
  /** the courier brought it back undelivered (RTO) instead of delivering it: no review, no sale */
  rto?: boolean;
};

/** Orders are 20–120 days old: none lands in "today", all delivered long before the seeding moment. */
export const HISTORY_DAYS = { newest: 20, oldest: 120 } as const;
/** A product gets orders from two days after it was listed. */
const SETTLE_DAYS = 2;
const MAX_LINES = 7;

/** Rating weights for 1..5 stars: most products are liked, a few divide opinion. */
const TIERS = [
  [1, 1, 3, 22, 73],
  [2, 3, 8, 42, 45],
  [5, 7, 18, 40, 30],
];

/** mulberry32: small, fast, and the same numbers on every machine. */
function randomFrom(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function planOrderHistory(products: readonly HistoryProduct[], buyerCount: number): PlannedOrder[] {
  const random = randomFrom(34);
  const pick = (n: number) => Math.floor(random() * n);
  const orders: PlannedOrder[] = [];
  for (let buyer = 0; buyer < buyerCount; buyer++) {
    for (let n = 1 + pick(3); n > 0; n--) {
      const m = random();
      orders.push({
        buyer,
        placedDaysAgo: HISTORY_DAYS.newest + random() * (HISTORY_DAYS.oldest - HISTORY_DAYS.newest),
        deliveryDays: 3 + random() * 4,
        method: m < 0.4 ? 'COD' : m < 0.85 ? 'UPI' : 'CARD',
        lines: [],
      });
    }
  }
  const rotation = new Map<string, number>();
  const review = (shelf: ReviewShelf, weights: number[]): PlannedReview => {
    const rating = weighted(random(), weights) + 1;
    const key = `${shelf}:${moodOf(rating)}`;
    const texts = reviewTextsFor(shelf, moodOf(rating));
    const turn = rotation.get(key) ?? 0;
    rotation.set(key, turn + 1);
    return { rating, ...texts[turn % texts.length], daysAfterDelivery: 1 + random() * 9 };
  };

  products.forEach((product, index) => {
    const reviews = 2 + Math.floor(13 * random() ** 2);
    const silent = Math.floor(reviews / 4);
    const weights = TIERS[pick(TIERS.length)];
    const buyers = new Set<number>();
    const open = orders.filter((o) => o.placedDaysAgo < product.listedDaysAgo - SETTLE_DAYS);
    for (const order of shuffled(open, random)) {
      if (buyers.size >= reviews + silent) break;
      if (buyers.has(order.buyer) || order.lines.length >= MAX_LINES) continue;
      order.lines.push({
        product: index,
        pack: pick(product.packCount),
        quantity: random() < 0.8 ? 1 : 2,
        review: buyers.size < reviews ? review(product.shelf, weights) : null,
      });
      buyers.add(order.buyer);
    }
  });
  return orders.filter((o) => o.lines.length > 0);
}

/**
 * A few recent COD parcels the courier brought back (design §13), so the dashboard's COD figures and the
 * COD-barred customers are not empty: the last demo buyer refused two (barred), the one before one. Unreviewed:
 * nobody received them. Within the dashboard's 14 days, each returned before the seeding moment.
 */
export function planReturnedToOrigin(products: readonly HistoryProduct[], buyerCount: number): PlannedOrder[] {
  const line = (product: number): PlannedLine => ({
    product: product % products.length,
    pack: 0,
    quantity: 1,
    review: null,
  });
  const rto = (buyer: number, placedDaysAgo: number, product: number): PlannedOrder => ({
    buyer,
    placedDaysAgo,
    deliveryDays: 3,
    method: 'COD',
    lines: [line(product)],
    rto: true,
  });
  const barred = buyerCount - 1;
  return [rto(barred, 11.3, 1), rto(barred, 6.6, 4), rto(barred - 1, 8.2, 7)];
}

function weighted(r: number, weights: number[]): number {
  let left = r * weights.reduce((a, b) => a + b, 0);
  for (const [i, w] of weights.entries()) {
    left -= w;
    if (left < 0) return i;
  }
  return weights.length - 1;
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
