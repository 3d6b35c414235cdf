import { reply, route } from '@/lib/http/route';
import { cartRemindersReport, cartRemindersReportQuery } from '@/lib/reports/cart-reminders';

/** Cart reminders sent in the last `days` (30 by default), the orders within 7 days after one, their revenue. */
export const GET = route({ access: 'admin', query: cartRemindersReportQuery }, async ({ query }) =>
  reply(await cartRemindersReport(query.days), 'Cart reminders'),
);
