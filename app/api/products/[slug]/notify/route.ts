import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { reply, route } from '@/lib/http/route';
import { ALERT_MESSAGES, subscribeStockAlert } from '@/lib/marketing/stock-alerts';

const notifySchema = z.object({ variantId: z.number({ message: 'Choose a pack.' }).int().positive('Choose a pack.') });

/** A signed-in shopper asks for one mail when this sold-out pack is back (asking again changes nothing). */
export const POST = route<{ slug: string }, typeof notifySchema, undefined, 'user'>(
  { access: 'user', body: notifySchema },
  async ({ user, params, body }) => {
    await subscribeStockAlert(getDb(), user.id, params.slug, body.variantId);
    return reply(null, ALERT_MESSAGES.subscribed);
  },
);
