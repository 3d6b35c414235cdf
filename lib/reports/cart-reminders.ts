/**
 * Do cart reminders bring shoppers back? For the reminders sent in a period (India's days, the last
 * 30 by default): how many, and the orders their shoppers placed within 7 days after one, with their
 * revenue (order totals; cancelled orders left out). An order after two reminders counts once.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { paiseToRupees } from '../money';
import { dayRange, istDate } from './period';

export const cartRemindersReportQuery = z.object({
  days: z.preprocess(
    (v) => (v === undefined || v === '' ? 30 : Number(v)),
    z.number({ message: 'Days must be a number' }).int('Days must be a whole number').min(1).max(366),
  ),
});

export type CartRemindersReport = {
  from: string;
  to: string;
  remindersSent: number;
  ordersWithin7Days: number;
  /** rupees */
  revenue: number;
};

export async function cartRemindersReport(
  days: number,
  now = new Date(),
  db: DbOrTx = getDb(),
): Promise<CartRemindersReport> {
  const to = istDate(now);
  const from = istDate(new Date(now.getTime() - (days - 1) * 86_400_000));
  const { start, end } = dayRange(from, to);
  const [s, e] = [start.toISOString(), end.toISOString()];
  const [row] = rowsOf<{ sent: number | string; orders: number | string; revenue: number | string }>(
    await db.execute(sql`
      SELECT
        (SELECT count(*) FROM cart_reminders WHERE sent_at >= ${s}::timestamptz AND sent_at < ${e}::timestamptz) AS sent,
        count(*) AS orders, coalesce(sum(o.total_paise), 0) AS revenue
      FROM orders o
      WHERE o.status <> 'CANCELLED' AND EXISTS (
        SELECT 1 FROM cart_reminders r
        WHERE r.user_id = o.user_id AND r.sent_at >= ${s}::timestamptz AND r.sent_at < ${e}::timestamptz
          AND o.created_at >= r.sent_at AND o.created_at < r.sent_at + interval '7 days')`),
  );
  return {
    from,
    to,
    remindersSent: Number(row?.sent ?? 0),
    ordersWithin7Days: Number(row?.orders ?? 0),
    revenue: paiseToRupees(Number(row?.revenue ?? 0)),
  };
}
