/**
 * The shopper's order mails — placed (a COD one with its "Confirm your order" link), payment received,
 * shipped (with the tracking link), delivered, cancelled (by anyone, or unconfirmed COD), refund issued — in the shop's frame (lib/mail/layout.ts), text and HTML.
 * Each is queued in the transaction of the change it reports (lib/mail/outbox.ts).
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { orderItems, orderPromotions, orders, shipments, subOrders, users } from '../db/schema';
import { getSiteUrl } from '../config';
import { formatRupees, paiseToRupees } from '../money';
import { getShopSettings, type Shop } from '../settings/settings';
import { renderMail, type MailContent } from '../mail/layout';
import { queueMail } from '../mail/outbox';
import { knownCourier } from '../fulfilment/couriers';
import { lineName } from '../catalog/variants';
import { offerLabel } from '../offers/terms';
import { estimatedDeliveryWords } from '../delivery/words';
import { deliveryWordsIn } from '../delivery/words-in';
import { codConfirmUrl } from '../delivery/cod-token';
import { formatIstDateTime } from '../format/ist-times';

export type OrderMailEvent =
  | { kind: 'PLACED' }
  | { kind: 'PAID'; amountPaise: number }
  | { kind: 'SHIPPED'; subOrderId: number }
  | { kind: 'DELIVERED'; subOrderId: number }
  | { kind: 'CANCELLED'; subOrderNumbers: string[]; refunded: boolean }
  | { kind: 'COD_EXPIRED' }
  | { kind: 'REFUNDED'; amountPaise: number; refundNumber: string; subOrderNumber: string };

type Context = {
  name: string;
  orderNumber: string;
  totalPaise: number;
  paymentMethod: string;
  url: string;
  /** what was ordered, one line each naming its pack ("2 × Darjeeling (500 g)"); read for the placed mail */
  lines: string[];
  /** the offers the order took ("WELCOME10 · Welcome offer: − ₹81.00"); read for the placed mail */
  offers: string[];
  /** each part's promised window ("Estimated delivery: Fri, 28 Nov – Tue, 1 Dec"); read for the placed mail */
  deliveries: string[];
  /** a COD order waiting for the buyer's yes: until when, and the signed page that takes it (design §13) */
  codConfirm: { by: Date; url: string } | null;
};

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
const istDeadline = (at: Date) => `${formatIstDateTime(at)} IST`;

function content(
  c: Context,
  event: OrderMailEvent,
  ship: { sub: string; provider: string; waybill: string; url: string | null } | null,
  shop: Shop,
): MailContent {
  const render = (body: Parameters<typeof renderMail>[0]) => renderMail(body, shop);
  const why = `You received this e-mail because you placed order ${c.orderNumber} at ${shop.name}; we write to you each time it moves.`;
  const base = { greeting: `Hello ${c.name},`, why, action: { label: 'View your order', url: c.url } };
  switch (event.kind) {
    case 'PLACED':
      return render({
        ...base,
        subject: `Order ${c.orderNumber} received${c.codConfirm ? ': please confirm it' : ''}`,
        preheader: c.codConfirm
          ? `Confirm by ${istDeadline(c.codConfirm.by)} or it will be cancelled.`
          : `Total ${rupees(c.totalPaise)}.`,
        paragraphs: [
          `Thank you for your order ${c.orderNumber} (total ${rupees(c.totalPaise)}).`,
          ...c.lines,
          ...c.offers,
          ...c.deliveries,
          c.codConfirm
            ? `You pay in cash when it is delivered. Please confirm the order by ${istDeadline(c.codConfirm.by)}: we send it to the seller only once you confirm, and cancel it if you do not.`
            : 'It will be confirmed as soon as your payment arrives.',
        ],
        // The link opens a page with a button: a mail scanner that follows it confirms nothing.
        ...(c.codConfirm
          ? { action: { label: 'Confirm your order', url: c.codConfirm.url }, afterAction: [`Your order: ${c.url}`] }
          : {}),
      });
    case 'COD_EXPIRED':
      return render({
        ...base,
        subject: `Order ${c.orderNumber} cancelled`,
        preheader: 'It was not confirmed in time.',
        paragraphs: [
          `Your cash-on-delivery order ${c.orderNumber} was cancelled because it was not confirmed in time.`,
          'You will not be charged for it. You are welcome to order again whenever you like.',
        ],
      });
    case 'PAID':
      return render({
        ...base,
        subject: `Payment received for order ${c.orderNumber}`,
        preheader: `${rupees(event.amountPaise)} received.`,
        paragraphs: [
          `We received your payment of ${rupees(event.amountPaise)} for order ${c.orderNumber}. Your order is confirmed.`,
        ],
      });
    case 'SHIPPED':
      return render({
        ...base,
        subject: `Shipment ${ship!.sub} is on its way`,
        preheader: `${ship!.provider}, waybill ${ship!.waybill}.`,
        paragraphs: [
          `Part ${ship!.sub} of your order ${c.orderNumber} has shipped with ${ship!.provider} (waybill ${ship!.waybill}).`,
          // A typed-in courier's link was checked by nobody but the seller: the shopper is told whose it is.
          ...(ship!.url && !knownCourier(ship!.provider)
            ? [`The tracking link is the seller's own, for ${ship!.provider}.`]
            : []),
        ],
        ...(ship!.url
          ? {
              action: {
                label: knownCourier(ship!.provider) ? 'Track Shipment' : "Track on the seller's link",
                url: ship!.url,
              },
            }
          : {}),
        afterAction: [`Your order: ${c.url}`],
      });
    case 'DELIVERED':
      return render({
        ...base,
        subject: `Shipment ${ship!.sub} was delivered`,
        preheader: 'Enjoy your order.',
        paragraphs: [
          `Part ${ship!.sub} of your order ${c.orderNumber} was delivered. If something is wrong, you can ask for a return from the order page.`,
        ],
      });
    case 'CANCELLED':
      return render({
        ...base,
        subject: `Order ${c.orderNumber} cancelled`,
        preheader: event.refunded ? 'Your refund is on its way.' : 'Nothing more to do.',
        paragraphs: [
          `${event.subOrderNumbers.join(', ')} of your order ${c.orderNumber} ${event.subOrderNumbers.length === 1 ? 'was' : 'were'} cancelled.`,
          event.refunded
            ? 'What you paid for it is being refunded to your original payment method; we will write when it is done.'
            : 'You will not be charged for it.',
        ],
      });
    case 'REFUNDED':
      return render({
        ...base,
        subject: `Refund of ${rupees(event.amountPaise)} for order ${c.orderNumber}`,
        preheader: `Refund ${event.refundNumber}.`,
        paragraphs: [
          `We have refunded ${rupees(event.amountPaise)} for ${event.subOrderNumber} of your order ${c.orderNumber} (refund ${event.refundNumber}).`,
          c.paymentMethod === 'COD'
            ? 'Our team will contact you to hand the amount back.'
            : 'Banks usually show it on your statement within 5–7 working days.',
        ],
      });
  }
}

export async function queueOrderMail(tx: DbOrTx, orderId: number, event: OrderMailEvent): Promise<void> {
  const [row] = await tx
    .select({
      number: orders.orderNumber,
      total: orders.totalPaise,
      method: orders.paymentMethod,
      codConfirmation: orders.codConfirmation,
      codConfirmBy: orders.codConfirmBy,
      email: users.email,
      name: users.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return;
  let ship: { sub: string; provider: string; waybill: string; url: string | null } | null = null;
  if (event.kind === 'SHIPPED' || event.kind === 'DELIVERED') {
    const [s] = await tx
      .select({
        sub: subOrders.subOrderNumber,
        provider: shipments.logisticProvider,
        waybill: shipments.waybillNumber,
        url: shipments.trackingUrl,
      })
      .from(subOrders)
      .leftJoin(shipments, eq(shipments.subOrderId, subOrders.id))
      .where(eq(subOrders.id, event.subOrderId));
    ship = { sub: s.sub, provider: s.provider ?? 'our courier', waybill: s.waybill ?? '-', url: s.url };
  }
  const placed = event.kind === 'PLACED';
  const lines = placed
    ? await tx
        .select({ name: orderItems.productName, size: orderItems.size, quantity: orderItems.quantity })
        .from(orderItems)
        .innerJoin(subOrders, eq(subOrders.id, orderItems.subOrderId))
        .where(eq(subOrders.orderId, orderId))
        .orderBy(orderItems.id)
    : [];
  const offers = placed
    ? await tx
        .select({
          code: orderPromotions.code,
          title: orderPromotions.title,
          kind: orderPromotions.kind,
          amountPaise: orderPromotions.amountPaise,
        })
        .from(orderPromotions)
        .where(eq(orderPromotions.orderId, orderId))
        .orderBy(orderPromotions.id)
    : [];
  const windows = placed
    ? await tx
        .select({ seller: subOrders.sellerName, earliest: subOrders.deliverEarliest, latest: subOrders.deliverLatest })
        .from(subOrders)
        .where(eq(subOrders.orderId, orderId))
        .orderBy(subOrders.id)
    : [];
  const ctx: Context = {
    name: row.name,
    orderNumber: row.number,
    totalPaise: row.total,
    paymentMethod: row.method,
    url: `${getSiteUrl()}/order?number=${encodeURIComponent(row.number)}`,
    lines: lines.map((i) => `${i.quantity} × ${lineName(i.name, i.size)}`),
    offers: offers.map(
      (o) => `${offerLabel(o)}: ${o.kind === 'FREE_SHIPPING' ? 'free delivery' : `− ${rupees(o.amountPaise)}`}`,
    ),
    // The seller is named only when the order has several parts, each with its own window.
    deliveries: windows.flatMap((w) =>
      w.earliest && w.latest
        ? [`${windows.length > 1 ? `${w.seller}: ` : ''}${estimatedDeliveryWords(deliveryWordsIn('en'), w.earliest, w.latest)}`]
        : [],
    ),
    codConfirm:
      row.codConfirmation === 'PENDING' && row.codConfirmBy
        ? { by: row.codConfirmBy, url: codConfirmUrl(row.number) }
        : null,
  };
  await queueMail(tx, row.email, `ORDER_${event.kind}`, content(ctx, event, ship, (await getShopSettings(tx)).shop));
}
