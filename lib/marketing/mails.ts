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
import { itemNamesIn } from '../commerce/item-names';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe';
import { localePath, type Locale } from '../i18n/locales';
import { translator } from '../i18n/translator';
import { storedLocale } from '../mail/locale';

type MailWords = ReturnType<typeof translator<'Mail'>>;

const unsubscribeLine = (t: MailWords, userId: number) => t('marketing.unsubscribe', { url: unsubscribeUrl(userId) });

/**
 * `locale`: the account's language (users.locale), which the mail is written in; `title` and `label` are the
 * English, and the mail names the product and pack by the catalogue's words in that language where it has them.
 */
export type AlertPack = {
  userId: number;
  productId: number;
  variantId: number;
  name: string;
  slug: string;
  title: string;
  sku: string;
  label: string;
  locale?: string;
};

export const packUrl = (slug: string, sku: string, locale: Locale = 'en') =>
  `${getSiteUrl()}${localePath(`/products/${encodeURIComponent(slug)}?pack=${encodeURIComponent(sku)}`, locale)}`;

export async function backInStockMail(db: DbOrTx, a: AlertPack): Promise<MailContent> {
  const { shop } = await getShopSettings(db);
  const locale = storedLocale(a.locale);
  const t = translator(locale, 'Mail');
  const [pack] = await itemNamesIn([{ ...a, productName: a.title, size: a.label }], locale, db);
  const what = `${pack.productName} (${pack.size})`;
  const mail = renderMail(
    {
      subject: t('marketing.backInStock.subject', { what }),
      preheader: t('marketing.backInStock.preheader'),
      greeting: t('greetingNamed', { name: a.name }),
      paragraphs: [t('marketing.backInStock.body', { what, shop: shop.name })],
      action: { label: t('marketing.backInStock.action'), url: packUrl(a.slug, a.sku, locale) },
      afterAction: [unsubscribeLine(t, a.userId)],
      why: t('marketing.backInStock.why', { what }),
    },
    shop,
    locale,
  );
  return { ...mail, headers: unsubscribeHeaders(a.userId) };
}

const lineText = (t: MailWords, l: CartItemJson & { productName: string }) => {
  const stock = l.inventoryDetails.stockQuantity;
  const note =
    stock <= 0
      ? t('marketing.cartReminder.outOfStock')
      : stock < l.quantity
        ? t('marketing.cartReminder.fewLeft', { stock: String(stock) })
        : t('marketing.cartReminder.inStock');
  return t('marketing.cartReminder.line', {
    item: `${l.productName}${l.size ? ` (${l.size})` : ''}`,
    quantity: String(l.quantity),
    price: formatRupees(l.sellingPrice),
    note,
  });
};

export async function cartReminderMail(
  db: DbOrTx,
  userId: number,
  name: string,
  lines: CartItemJson[],
  locale: Locale = 'en',
): Promise<MailContent> {
  const { shop } = await getShopSettings(db);
  const t = translator(locale, 'Mail');
  const named = await itemNamesIn(
    lines.map((l) => ({ ...l, productName: l.title })),
    locale,
    db,
  );
  const mail = renderMail(
    {
      subject:
        lines.length === 1
          ? t('marketing.cartReminder.subjectOne', { shop: shop.name })
          : t('marketing.cartReminder.subjectMany', { shop: shop.name, count: String(lines.length) }),
      preheader: t('marketing.cartReminder.preheader'),
      greeting: t('greetingNamed', { name }),
      paragraphs: [t('marketing.cartReminder.intro'), ...named.map((l) => lineText(t, l))],
      action: { label: t('marketing.cartReminder.action'), url: `${getSiteUrl()}${localePath('/cart', locale)}` },
      afterAction: [unsubscribeLine(t, userId)],
      why: t('marketing.cartReminder.why', { shop: shop.name }),
    },
    shop,
    locale,
  );
  return { ...mail, headers: unsubscribeHeaders(userId) };
}
