/**
 * The review request (design §12): one mail per DELIVERED sub-order, `reviewRequestDays` after its
 * delivery (a shop setting; 0 sends none), listing what was in that parcel with a link straight to
 * each product's review form. The sub-order is marked in the same statement that claims it and the
 * mail is queued in the same transaction, so however many workers run the job, it goes once.
 *
 * It is a service mail about the shopper's own order, not marketing (docs/decisions.md): it goes
 * without marketing consent and carries no unsubscribe link, and so it must hold nothing but the
 * request — no offers, no other products.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { getSiteUrl } from '../config';
import type { Db, DbOrTx } from '../db/client';
import { orderItems, products, reviews } from '../db/schema';
import { itemNamesIn } from '../commerce/item-names';
import { rowsOf } from '../db/rows';
import { kickMailSender, queueMail } from '../mail/outbox';
import { renderMail, type MailContent } from '../mail/layout';
import { getShopSettings, type Shop } from '../settings/settings';
import { localePath, type Locale } from '../i18n/locales';
import { translator } from '../i18n/translator';
import { storedLocale } from '../mail/locale';

const DAY_MS = 24 * 60 * 60_000;
/** A delivery this long past its day is not asked about: the shopper has moved on (and a first run sends no flood). */
const TOO_LATE_MS = 30 * DAY_MS;
/** claimed per run; the rest wait for the next tick */
const BATCH = 200;

type Claimed = { id: number; sub_order_number: string; user_id: number; email: string; name: string; locale: string };
type Line = { productId: number; slug: string; productName: string };

const reviewFormUrl = (slug: string, locale: Locale) =>
  `${getSiteUrl()}${localePath(`/products/${encodeURIComponent(slug)}?review=1#reviews`, locale)}`;

/**
 * The parcel's products still on sale that the shopper has not reviewed yet, once each, named by the
 * catalogue's words in the mail's language where it has them.
 */
async function linesToReview(tx: DbOrTx, subOrderId: number, userId: number, locale: Locale): Promise<Line[]> {
  const rows = await tx
    .selectDistinct({ productId: products.id, slug: products.slug, productName: products.title })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orderItems.subOrderId, subOrderId),
        eq(products.isActive, true),
        sql`NOT EXISTS (SELECT 1 FROM ${reviews} WHERE ${reviews.productId} = ${products.id} AND ${reviews.userId} = ${userId})`,
      ),
    )
    .orderBy(asc(products.id));
  return itemNamesIn(rows, locale, tx);
}

/** In the shopper's language (users.locale), its links to the product pages in that language. */
function reviewRequestMail(
  shop: Shop,
  name: string,
  subOrderNumber: string,
  lines: Line[],
  locale: Locale,
): MailContent {
  const t = translator(locale, 'Mail');
  const one = lines.length === 1;
  const sub = subOrderNumber;
  return renderMail(
    {
      subject: one
        ? t('reviewRequest.subjectOne', { title: lines[0].productName })
        : t('reviewRequest.subjectMany', { shop: shop.name }),
      preheader: t('reviewRequest.preheader'),
      greeting: t('greetingNamed', { name }),
      paragraphs: [
        t(one ? 'reviewRequest.bodyOne' : 'reviewRequest.bodyMany', { sub }),
        // one product: the button is its link; several: each its own, the button the first
        ...(one
          ? []
          : lines.map((l) => t('reviewRequest.line', { title: l.productName, url: reviewFormUrl(l.slug, locale) }))),
      ],
      action: {
        label: one ? t('reviewRequest.actionOne') : t('reviewRequest.actionMany', { title: lines[0].productName }),
        url: reviewFormUrl(lines[0].slug, locale),
      },
      why: t('reviewRequest.why', { shop: shop.name, sub }),
    },
    shop,
    locale,
  );
}

export async function sendReviewRequests(db: Db, now: Date): Promise<{ mailed: number }> {
  const result = await db.transaction(async (tx) => {
    const { shop, reviewRequestDays } = await getShopSettings(tx);
    if (reviewRequestDays <= 0) return { mailed: 0 };
    const due = new Date(now.getTime() - reviewRequestDays * DAY_MS);
    const oldest = new Date(due.getTime() - TOO_LATE_MS);
    // Marked as it is claimed; a concurrent run skips the locked rows and then finds them marked.
    const claimed = rowsOf<Claimed>(
      await tx.execute(sql`
        WITH mine AS (
          UPDATE sub_orders SET review_requested_at = ${now.toISOString()}::timestamptz
          WHERE id IN (
            SELECT id FROM sub_orders
            WHERE status = 'DELIVERED' AND review_requested_at IS NULL
              AND delivered_at <= ${due.toISOString()}::timestamptz AND delivered_at > ${oldest.toISOString()}::timestamptz
            ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          AND review_requested_at IS NULL
          RETURNING id, sub_order_number, order_id)
        SELECT mine.id, mine.sub_order_number, u.id AS user_id, u.email, u.name, u.locale
        FROM mine JOIN orders o ON o.id = mine.order_id JOIN users u ON u.id = o.user_id
        ORDER BY mine.id`),
    );
    let mailed = 0;
    for (const row of claimed) {
      const locale = storedLocale(row.locale);
      const lines = await linesToReview(tx, Number(row.id), Number(row.user_id), locale);
      if (!lines.length) continue;
      const mail = reviewRequestMail(shop, row.name, row.sub_order_number, lines, locale);
      await queueMail(tx, row.email, 'REVIEW_REQUEST', mail);
      mailed += 1;
    }
    return { mailed };
  });
  if (result.mailed) kickMailSender();
  return result;
}
