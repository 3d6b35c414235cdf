/**
 * The marketing mails: a back-in-stock notice and a cart reminder. Each carries the one-click
 * unsubscribe link in its body and the List-Unsubscribe pair in its headers; order mails carry neither.
 * They are written inside the sender's transaction, so the shop's settings are read through it too
 * (on PGlite's one connection, a read outside would wait for the transaction forever).
 */
import { getSiteUrl } from '../config';
import type { DbOrTx } from '../db/client';
import { renderMail, type MailContent } from '../mail/layout';
import { formatRupees } from '../money';
import { getShopSettings } from '../settings/settings';
import type { CartItemJson } from '../commerce/cart';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe';

const unsubscribeLine = (userId: number) =>
  `Do not want offers and reminders by e-mail? Unsubscribe with one click: ${unsubscribeUrl(userId)}`;

export type AlertPack = { userId: number; name: string; slug: string; title: string; sku: string; label: string };

export const packUrl = (slug: string, sku: string) =>
  `${getSiteUrl()}/products/${encodeURIComponent(slug)}?pack=${encodeURIComponent(sku)}`;

export async function backInStockMail(db: DbOrTx, a: AlertPack): Promise<MailContent> {
  const { shop } = await getShopSettings(db);
  const what = `${a.title} (${a.label})`;
  const mail = renderMail(
    {
      subject: `${what} is back in stock`,
      preheader: 'The pack you asked about can be ordered again.',
      greeting: `Hello ${a.name},`,
      paragraphs: [`Good news: ${what} is back in stock at ${shop.name}. Stock can run out again, so don't wait long.`],
      action: { label: 'See the pack', url: packUrl(a.slug, a.sku) },
      afterAction: [unsubscribeLine(a.userId)],
      why: `You received this e-mail because you asked us to tell you when ${what} is back. We send it once.`,
    },
    shop,
  );
  return { ...mail, headers: unsubscribeHeaders(a.userId) };
}

const lineText = (l: CartItemJson) => {
  const stock = l.inventoryDetails.stockQuantity;
  const note = stock <= 0 ? 'now out of stock' : stock < l.quantity ? `only ${stock} left` : 'in stock';
  return `${l.title}${l.size ? ` (${l.size})` : ''} × ${l.quantity} — ${formatRupees(l.sellingPrice)} each today, ${note}`;
};

export async function cartReminderMail(
  db: DbOrTx,
  userId: number,
  name: string,
  lines: CartItemJson[],
): Promise<MailContent> {
  const { shop } = await getShopSettings(db);
  const mail = renderMail(
    {
      subject: `You left ${lines.length === 1 ? 'an item' : `${lines.length} items`} in your ${shop.name} cart`,
      preheader: "Your cart is saved, with today's prices.",
      greeting: `Hello ${name},`,
      paragraphs: [
        "Your cart is still waiting for you. Here is what is in it, with today's prices and stock:",
        ...lines.map(lineText),
      ],
      action: { label: 'Go to your cart', url: `${getSiteUrl()}/cart` },
      afterAction: [unsubscribeLine(userId)],
      why: `You received this e-mail because you agreed to offers and reminders from ${shop.name}. We remind you once per cart.`,
    },
    shop,
  );
  return { ...mail, headers: unsubscribeHeaders(userId) };
}
