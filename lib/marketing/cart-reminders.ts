/**
 * Cart reminders: one mail to a shopper who agreed to marketing mails and left a cart untouched for
 * CART_REMINDER_AFTER_MINUTES (up to a week), not if they ordered since the cart's last change. The
 * reminder row is unique per (shopper, last change), so a cart is reminded of once however often the
 * job runs, and a cart changed and left again can earn one more.
 */
import { sql } from 'drizzle-orm';
import { settings } from '../config';
import type { Db } from '../db/client';
import { rowsOf } from '../db/rows';
import { listCart } from '../commerce/cart';
import { kickMailSender, queueMail } from '../mail/outbox';
import { cartReminderMail } from './mails';
import { storedLocale } from '../mail/locale';

/** A cart older than this is not reminded of at all: the shopper has moved on. */
const OLDEST_CART_MS = 7 * 24 * 60 * 60_000;

type Claimed = { user_id: number; email: string; name: string; locale: string };

export async function sendCartReminders(db: Db, now: Date): Promise<{ mailed: number }> {
  const idleSince = new Date(now.getTime() - settings.cartReminderAfterMinutes() * 60_000).toISOString();
  const oldest = new Date(now.getTime() - OLDEST_CART_MS).toISOString();
  const result = await db.transaction(async (tx) => {
    // Claimed in the same statement that finds them: a concurrent run meets the unique key and skips.
    const claimed = rowsOf<Claimed>(
      await tx.execute(sql`
        WITH idle AS (SELECT user_id, max(updated_at) AS touched FROM cart_items GROUP BY user_id),
        due AS (
          SELECT u.id, idle.touched FROM idle JOIN users u ON u.id = idle.user_id
          WHERE u.marketing_consent AND u.status = 'ACTIVE'
            AND idle.touched <= ${idleSince}::timestamptz AND idle.touched > ${oldest}::timestamptz
            AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.created_at >= idle.touched)),
        mine AS (
          INSERT INTO cart_reminders (user_id, cart_touched_at, sent_at)
          SELECT id, touched, ${now.toISOString()}::timestamptz FROM due
          ON CONFLICT DO NOTHING RETURNING user_id)
        SELECT u.id AS user_id, u.email, u.name, u.locale FROM mine JOIN users u ON u.id = mine.user_id`),
    );
    let mailed = 0;
    for (const row of claimed) {
      const userId = Number(row.user_id);
      const lines = await listCart(userId, tx);
      if (!lines.length) continue;
      const mail = await cartReminderMail(tx, userId, row.name, lines, storedLocale(row.locale));
      await queueMail(tx, row.email, 'CART_REMINDER', mail);
      mailed += 1;
    }
    return { mailed };
  });
  // Sent now rather than at the next sweep of the outbox.
  if (result.mailed) kickMailSender();
  return result;
}
