/**
 * The shopper's order mails — placed (a COD one with its "Confirm your order" link), payment received,
 * shipped (with the tracking link), delivered, cancelled (by anyone, or unconfirmed COD), refund issued — in the shop's frame (lib/mail/layout.ts), text and HTML,
 * in the language the order was placed in (orders.locale), its links to the pages in that language.
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
import { itemNamesIn } from '../commerce/item-names';
import { offerLabel } from '../offers/terms';
import { offerTitlesIn } from '../offers/titles';
import { estimatedDeliveryWords } from '../delivery/words';
import { deliveryWordsIn } from '../delivery/words-in';
import { codConfirmUrl } from '../delivery/cod-token';
import { formatIstDateTime } from '../format/ist-times';
import { localePath, type Locale } from '../i18n/locales';
import { storedLocale } from '../mail/locale';
import { translator } from '../i18n/translator';

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

type MailWords = ReturnType<typeof translator<'Mail'>>;

function content(
  c: Context,
  event: OrderMailEvent,
  ship: { sub: string; provider: string; waybill: string; url: string | null } | null,
  shop: Shop,
  locale: Locale,
): MailContent {
  const t: MailWords = translator(locale, 'Mail');
  const render = (body: Parameters<typeof renderMail>[0]) => renderMail(body, shop, locale);
  const deadline = (at: Date) => t('order.deadline', { at: formatIstDateTime(at, locale) });
  const number = c.orderNumber;
  const why = t('order.why', { number, shop: shop.name });
  const base = { greeting: t('greetingNamed', { name: c.name }), why, action: { label: t('order.view'), url: c.url } };
  const yourOrder = t('order.yourOrder', { url: c.url });
  switch (event.kind) {
    case 'PLACED':
      return render({
        ...base,
        subject: t(c.codConfirm ? 'order.placed.subjectCod' : 'order.placed.subject', { number }),
        preheader: c.codConfirm
          ? t('order.placed.preheaderCod', { deadline: deadline(c.codConfirm.by) })
          : t('order.placed.preheader', { total: rupees(c.totalPaise) }),
        paragraphs: [
          t('order.placed.thanks', { number, total: rupees(c.totalPaise) }),
          ...c.lines,
          ...c.offers,
          ...c.deliveries,
          c.codConfirm ? t('order.placed.cod', { deadline: deadline(c.codConfirm.by) }) : t('order.placed.prepaid'),
        ],
        // The link opens a page with a button: a mail scanner that follows it confirms nothing.
        ...(c.codConfirm
          ? { action: { label: t('order.placed.confirm'), url: c.codConfirm.url }, afterAction: [yourOrder] }
          : {}),
      });
    case 'COD_EXPIRED':
      return render({
        ...base,
        subject: t('order.codExpired.subject', { number }),
        preheader: t('order.codExpired.preheader'),
        paragraphs: [t('order.codExpired.body', { number }), t('order.codExpired.again')],
      });
    case 'PAID':
      return render({
        ...base,
        subject: t('order.paid.subject', { number }),
        preheader: t('order.paid.preheader', { amount: rupees(event.amountPaise) }),
        paragraphs: [t('order.paid.body', { amount: rupees(event.amountPaise), number })],
      });
    case 'SHIPPED': {
      const words = { sub: ship!.sub, provider: ship!.provider, waybill: ship!.waybill, number };
      return render({
        ...base,
        subject: t('order.shipped.subject', words),
        preheader: t('order.shipped.preheader', words),
        paragraphs: [
          t('order.shipped.body', words),
          // A typed-in courier's link was checked by nobody but the seller: the shopper is told whose it is.
          ...(ship!.url && !knownCourier(ship!.provider) ? [t('order.shipped.sellersLink', words)] : []),
        ],
        ...(ship!.url
          ? {
              action: {
                label: t(knownCourier(ship!.provider) ? 'order.shipped.track' : 'order.shipped.trackSeller'),
                url: ship!.url,
              },
            }
          : {}),
        afterAction: [yourOrder],
      });
    }
    case 'DELIVERED':
      return render({
        ...base,
        subject: t('order.delivered.subject', { sub: ship!.sub }),
        preheader: t('order.delivered.preheader'),
        paragraphs: [t('order.delivered.body', { sub: ship!.sub, number })],
      });
    case 'CANCELLED':
      return render({
        ...base,
        subject: t('order.cancelled.subject', { number }),
        preheader: t(event.refunded ? 'order.cancelled.preheaderRefunded' : 'order.cancelled.preheader'),
        paragraphs: [
          t(event.subOrderNumbers.length === 1 ? 'order.cancelled.bodyOne' : 'order.cancelled.bodyMany', {
            parts: event.subOrderNumbers.join(', '),
            number,
          }),
          t(event.refunded ? 'order.cancelled.refunded' : 'order.cancelled.notCharged'),
        ],
      });
    case 'REFUNDED': {
      const words = {
        amount: rupees(event.amountPaise),
        number,
        refund: event.refundNumber,
        sub: event.subOrderNumber,
      };
      return render({
        ...base,
        subject: t('order.refunded.subject', words),
        preheader: t('order.refunded.preheader', words),
        paragraphs: [
          t('order.refunded.body', words),
          t(c.paymentMethod === 'COD' ? 'order.refunded.cod' : 'order.refunded.bank'),
        ],
      });
    }
  }
}

/** What an order mail is written from. */
export type OrderMailFacts = {
  order: {
    orderNumber: string;
    totalPaise: number;
    paymentMethod: string;
    codConfirmation: string | null;
    codConfirmBy: Date | null;
    locale: string | null;
  };
  buyer: { email: string; name: string };
  /** the placed mail's: every line in the order it was recorded, its offers in theirs, each part's window */
  items: { productId: number; variantId: number | null; productName: string; size: string | null; quantity: number }[];
  offers: { promotionId: number; code: string | null; title: string; kind: string; amountPaise: number }[];
  windows: { seller: string; earliest: string | null; latest: string | null }[];
  shop: Shop;
};

/**
 * Queues the mail for `event` in the caller's transaction. The placement hands over what it has just written
 * (`known`): its mail then reads nothing. Every other event reads the order.
 */
export async function queueOrderMail(
  tx: DbOrTx,
  orderId: number,
  event: OrderMailEvent,
  known?: OrderMailFacts,
): Promise<void> {
  const facts = known ?? (await readFacts(tx, orderId, event.kind === 'PLACED'));
  if (!facts) return;
  const { order, buyer, items, offers: soldOffers, windows, shop } = facts;
  // The language the order was placed in (orders.locale); anything unknown reads English.
  const locale = storedLocale(order.locale);
  const t = translator(locale, 'Mail');
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
    ship = { sub: s.sub, provider: s.provider ?? t('order.ourCourier'), waybill: s.waybill ?? '-', url: s.url };
  }
  const [lines, offers] = await Promise.all([itemNamesIn(items, locale, tx), offerTitlesIn(tx, soldOffers, locale)]);
  const ctx: Context = {
    name: buyer.name,
    orderNumber: order.orderNumber,
    totalPaise: order.totalPaise,
    paymentMethod: order.paymentMethod,
    url: `${getSiteUrl()}${localePath(`/order?number=${encodeURIComponent(order.orderNumber)}`, locale)}`,
    lines: lines.map((i) => `${i.quantity} × ${lineName(i.productName, i.size)}`),
    offers: offers.map(
      (o) => `${offerLabel(o)}: ${o.kind === 'FREE_SHIPPING' ? t('order.freeDelivery') : `− ${rupees(o.amountPaise)}`}`,
    ),
    // The seller is named only when the order has several parts, each with its own window.
    deliveries: windows.flatMap((w) =>
      w.earliest && w.latest
        ? [
            `${windows.length > 1 ? `${w.seller}: ` : ''}${estimatedDeliveryWords(deliveryWordsIn(locale), w.earliest, w.latest)}`,
          ]
        : [],
    ),
    codConfirm:
      order.codConfirmation === 'PENDING' && order.codConfirmBy
        ? { by: order.codConfirmBy, url: codConfirmUrl(order.orderNumber, locale) }
        : null,
  };
  await queueMail(tx, buyer.email, `ORDER_${event.kind}`, content(ctx, event, ship, shop, locale));
}

/** The order as a mail needs it, its lines, offers and windows only for the placed mail; null when it is gone. */
async function readFacts(tx: DbOrTx, orderId: number, placed: boolean): Promise<OrderMailFacts | null> {
  // The reads are sent together (one round trip inside a transaction).
  const [[row], items, offers, windows, { shop }] = await Promise.all([
    tx
      .select({
        orderNumber: orders.orderNumber,
        totalPaise: orders.totalPaise,
        paymentMethod: orders.paymentMethod,
        codConfirmation: orders.codConfirmation,
        codConfirmBy: orders.codConfirmBy,
        locale: orders.locale,
        email: users.email,
        name: users.name,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId)),
    placed
      ? tx
          .select({
            productId: orderItems.productId,
            variantId: orderItems.variantId,
            productName: orderItems.productName,
            size: orderItems.size,
            quantity: orderItems.quantity,
          })
          .from(orderItems)
          .innerJoin(subOrders, eq(subOrders.id, orderItems.subOrderId))
          .where(eq(subOrders.orderId, orderId))
          .orderBy(orderItems.id)
      : [],
    placed
      ? tx
          .select({
            promotionId: orderPromotions.promotionId,
            code: orderPromotions.code,
            title: orderPromotions.title,
            kind: orderPromotions.kind,
            amountPaise: orderPromotions.amountPaise,
          })
          .from(orderPromotions)
          .where(eq(orderPromotions.orderId, orderId))
          .orderBy(orderPromotions.id)
      : [],
    placed
      ? tx
          .select({
            seller: subOrders.sellerName,
            earliest: subOrders.deliverEarliest,
            latest: subOrders.deliverLatest,
          })
          .from(subOrders)
          .where(eq(subOrders.orderId, orderId))
          .orderBy(subOrders.id)
      : [],
    getShopSettings(tx),
  ]);
  if (!row) return null;
  const { email, name, ...order } = row;
  return { order, buyer: { email, name }, items, offers, windows, shop };
}
