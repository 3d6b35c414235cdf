/**
 * The seller's queue alert: when a sub-order becomes CONFIRMED (a COD order at placement, a
 * prepaid one when its payment is confirmed) each ACTIVE member of its seller gets one mail with
 * the sub-order number, its items and a link to it in the back office. Queued in the transaction
 * of the change, like the shopper's order mails (lib/mail/outbox.ts). The outbox row's kind names
 * the sub-order, so a second call for the same sub-order finds it and adds nothing; both callers
 * hold the order (new, or locked FOR UPDATE by the payment), so two cannot interleave.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mailOutbox, orderItems, orders, subOrders, users } from '../db/schema';
import { getSiteUrl } from '../config';
import { getShopSettings, type Shop } from '../settings/settings';
import { renderMail, type MailContent } from '../mail/layout';
import { queueMail } from '../mail/outbox';
import { lineName } from '../catalog/variants';

type QueuedSub = {
  number: string;
  sellerName: string;
  cod: boolean;
  items: { name: string; size: string | null; quantity: number }[];
};

const kindOf = (subOrderNumber: string) => `SELLER_QUEUE:${subOrderNumber}`;

function alertMail(name: string, sub: QueuedSub, shop: Shop): MailContent {
  const count = sub.items.reduce((n, i) => n + i.quantity, 0);
  return renderMail(
    {
      subject: `New order to pack: ${sub.number}`,
      preheader: `${count} item${count === 1 ? '' : 's'} for ${sub.sellerName}, ${sub.cod ? 'cash on delivery' : 'paid online'}.`,
      greeting: `Hello ${name},`,
      paragraphs: [
        `Sub-order ${sub.number} is confirmed and waiting in ${sub.sellerName}'s queue (${sub.cod ? 'cash on delivery' : 'paid online'}):`,
        ...sub.items.map((i) => `${i.quantity} × ${lineName(i.name, i.size)}`),
      ],
      action: { label: 'Open the sub-order', url: `${getSiteUrl()}/admin/orders/${encodeURIComponent(sub.number)}` },
      why: `You received this e-mail because you are a member of ${sub.sellerName} in the ${shop.name} back office; we write each time an order enters its queue.`,
    },
    shop,
  );
}

export async function queueSellerQueueMails(tx: DbOrTx, orderId: number): Promise<void> {
  const subs = await tx
    .select({
      id: subOrders.id,
      number: subOrders.subOrderNumber,
      sellerId: subOrders.sellerId,
      sellerName: subOrders.sellerName,
      method: orders.paymentMethod,
    })
    .from(subOrders)
    .innerJoin(orders, eq(orders.id, subOrders.orderId))
    .where(and(eq(subOrders.orderId, orderId), eq(subOrders.status, 'CONFIRMED')));
  if (subs.length === 0) return;
  // One after another: these run inside the caller's transaction, on its one connection.
  const members = await tx
    .select({ email: users.email, name: users.name, sellerId: users.sellerId })
    .from(users)
    .where(
      and(
        eq(users.role, 'SELLER'),
        eq(users.status, 'ACTIVE'),
        inArray(
          users.sellerId,
          subs.map((s) => s.sellerId),
        ),
      ),
    );
  if (members.length === 0) return;
  const items = await tx
    .select({
      subOrderId: orderItems.subOrderId,
      name: orderItems.productName,
      size: orderItems.size,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.subOrderId,
        subs.map((s) => s.id),
      ),
    )
    .orderBy(orderItems.id);
  const sent = await tx
    .select({ kind: mailOutbox.kind, to: mailOutbox.to })
    .from(mailOutbox)
    .where(
      inArray(
        mailOutbox.kind,
        subs.map((s) => kindOf(s.number)),
      ),
    );
  const already = new Set(sent.map((m) => `${m.kind}\n${m.to}`));
  const { shop } = await getShopSettings(tx);
  for (const s of subs) {
    const sub: QueuedSub = {
      number: s.number,
      sellerName: s.sellerName,
      cod: s.method === 'COD',
      items: items.filter((i) => i.subOrderId === s.id),
    };
    for (const member of members.filter((m) => m.sellerId === s.sellerId)) {
      if (already.has(`${kindOf(s.number)}\n${member.email}`)) continue;
      await queueMail(tx, member.email, kindOf(s.number), alertMail(member.name, sub, shop));
    }
  }
}
