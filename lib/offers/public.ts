/**
 * The advertised offers running now (design §11): what product pages show under the price, the
 * cart's Offers box and `GET /api/v1/public/store/promotions`. The cached reader lives as long as
 * nothing starts or ends, so a cached page shows an offer from its start and drops it at its end;
 * admin writes expire it sooner (revalidatePromotions, tag `promotions`).
 */
import { cacheLife, cacheTag } from 'next/cache';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import { promotions } from '../db/schema';
import { tags } from '../cache/tags';
import { toPromotion, widenCategoryScopes } from './load';
import { termsOf } from './terms';
import type { OfferKind, Promotion } from './types';

export type AdvertisedOffer = Promotion & { terms: string };

/** The public list's entry (rupees and ISO dates at the JSON edge). */
export type PublicPromotionJson = {
  code: string | null;
  title: string;
  terms: string;
  kind: OfferKind;
  prepaidOnly: boolean;
  endsAt: string | null;
};

const MIN_LIFE_SECONDS = 60;

/** Advertised offers running at `now`, and when the next one starts or ends (null: nothing scheduled). */
export async function readAdvertised(
  db: DbOrTx = getDb(),
  now = new Date(),
): Promise<{ running: AdvertisedOffer[]; nextChangeAt: Date | null }> {
  const rows = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.active, true),
        eq(promotions.advertised, true),
        or(isNull(promotions.endsAt), gt(promotions.endsAt, now)),
      ),
    );
  const all = rows.map(toPromotion);
  const changes = all.flatMap((p) => [p.startsAt, p.endsAt]).filter((d): d is Date => !!d && d > now);
  const running = all.filter((p) => p.startsAt <= now && (p.totalLimit === null || p.redemptions < p.totalLimit));
  const widened = await widenCategoryScopes(db, running);
  return {
    running: widened.map((p) => ({ ...p, terms: termsOf(p) })),
    nextChangeAt: changes.length ? new Date(Math.min(...changes.map((d) => d.getTime()))) : null,
  };
}

/** Seconds a cached answer may live: until the next start or end, at least a minute. */
export function lifeSeconds(nextChangeAt: Date | null, now: Date): number | null {
  if (!nextChangeAt) return null;
  return Math.max(MIN_LIFE_SECONDS, Math.ceil((nextChangeAt.getTime() - now.getTime()) / 1000));
}

export async function getCachedPromotions(): Promise<AdvertisedOffer[]> {
  'use cache';
  cacheTag(tags.promotions);
  const now = new Date();
  const { running, nextChangeAt } = await readAdvertised(getDb(), now);
  const seconds = lifeSeconds(nextChangeAt, now);
  if (seconds === null) cacheLife('days');
  else cacheLife({ revalidate: seconds, expire: seconds });
  return running;
}

export const toPublicPromotion = (p: AdvertisedOffer): PublicPromotionJson => ({
  code: p.code,
  title: p.title,
  terms: p.terms,
  kind: p.kind,
  prepaidOnly: p.prepaidOnly,
  endsAt: p.endsAt ? p.endsAt.toISOString() : null,
});
