/**
 * The advertised offers running now (design §11): what product pages show under the price, the
 * cart's Offers box and `GET /api/v1/public/store/promotions`. The cached reader lives as long as
 * nothing starts or ends, so a cached page shows an offer from its start and drops it at its end;
 * admin writes expire it sooner (revalidatePromotions, tag `promotions`). Each offer carries its
 * title and terms in both languages (one cache entry for both), put in a page's language where it
 * renders (localizeOffers, lib/i18n/content.ts).
 */
import { cacheLife, cacheTag } from 'next/cache';
import { shortMonth } from '../format/ist';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import { promotions, type Translations } from '../db/schema';
import { tags } from '../cache/tags';
import { isBlankText } from '../i18n/localize';
import type { Locale } from '../i18n/locales';
import { translator } from '../i18n/translator';
import { toPromotion, widenCategoryScopes } from './load';
import { termsOf, type TermsWords } from './terms';
import type { OfferKind, Promotion } from './types';

export type AdvertisedOffer = Promotion & { terms: string; translations: Translations<'title' | 'terms'> };

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
  const stored = new Map(rows.map((row) => [row.id, row.translations]));
  const changes = all.flatMap((p) => [p.startsAt, p.endsAt]).filter((d): d is Date => !!d && d > now);
  const running = all.filter((p) => p.startsAt <= now && (p.totalLimit === null || p.redemptions < p.totalLimit));
  const widened = await widenCategoryScopes(db, running);
  const [english, hindi] = [termsWords('en'), termsWords('hi')];
  return {
    running: widened.map((p) => ({
      ...p,
      terms: termsOf(p, english),
      translations: inHindi(p, stored.get(p.id), hindi),
    })),
    nextChangeAt: changes.length ? new Date(Math.min(...changes.map((d) => d.getTime()))) : null,
  };
}

/** The offer's own Hindi title (when it has one) beside its terms worded in Hindi. */
function inHindi(p: Promotion, stored: Translations<'title'> | undefined, words: TermsWords) {
  const title = stored?.hi?.title;
  return { hi: { ...(title && !isBlankText(title) && { title }), terms: termsOf(p, words) } };
}

/** The terms' words in a language, from its messages (Offers.terms; the English ones say what terms.ts's default says). */
function termsWords(locale: Locale): TermsWords {
  const t = translator(locale, 'Offers');
  return {
    freeDelivery: t('terms.freeDelivery'),
    flatOff: (amount) => t('terms.flatOff', { amount }),
    percentOff: (percent) => t('terms.percentOff', { percent: String(percent) }),
    percentOffUpTo: (percent, cap) => t('terms.percentOffUpTo', { percent: String(percent), cap }),
    headline: (benefit, firstOrder, prepaid) => {
      const who = [firstOrder && t('terms.firstOrder'), prepaid && t('terms.prepaid')].filter(Boolean).join(' ');
      return who ? t('terms.headline', { benefit, who }) : benefit;
    },
    minOrder: (amount) => t('terms.minOrder', { amount }),
    ends: (day, month) => t('terms.ends', { day: String(day), month: shortMonth(month, locale) }),
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
