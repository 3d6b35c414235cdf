/**
 * What each share card says, in its page's language: the English routes under app/og draw 'en', their
 * Hindi twins under app/hi/og draw 'hi' with the catalogue's and the content's Hindi where it exists
 * (lib/i18n/content.ts), English field by field where it does not.
 */
import type { ProductDto } from '../catalog/products';
import { mainImage } from '../catalog/main-image';
import type { BlogPostDto } from '../content/blog';
import { formatIstDate } from '../format/ist';
import { localizePost, localizeProduct } from '../i18n/content';
import type { Locale } from '../i18n/locales';
import { translator } from '../i18n/translator';
import { discountPercent, formatRupeesShort } from '../money';
import type { Shop } from '../settings/settings';
import { localImageDataUri, type Card } from './og-image';

/** The product's title, price, pack, discount and photo. */
export async function productCard(stored: ProductDto, locale: Locale): Promise<Card> {
  const product = localizeProduct(stored, locale);
  const off = discountPercent(product.productPrice, product.sellingPrice);
  return {
    eyebrow: product.parentCategory?.name ?? product.categoryName,
    title: product.title,
    detail: `${formatRupeesShort(product.sellingPrice)}${product.size ? ` · ${product.size}` : ''}`,
    badge: off > 0 ? `-${off}%` : undefined,
    image: await localImageDataUri(mainImage(product.images)),
    footer: translator(locale, 'Meta')('og.footer'),
  };
}

/** The article's title, author, date and picture. */
export async function postCard(stored: BlogPostDto, locale: Locale): Promise<Card> {
  const post = localizePost(stored, locale);
  const t = translator(locale, 'Blog');
  return {
    eyebrow: post.tags[0] ?? t('card.tag'),
    title: post.title,
    detail: `${t('card.by', { author: post.author })} · ${formatIstDate(post.publishedAt, locale)}`,
    image: await localImageDataUri(post.featuredImage),
    footer: translator(locale, 'Meta')('og.footer'),
  };
}

/** The shop's own card, for pages without their own picture. */
export function defaultCard(shop: Pick<Shop, 'tagline'>, locale: Locale): Card {
  const t = translator(locale, 'Meta');
  return { eyebrow: t('og.shopOnline'), title: shop.tagline, badge: t('og.organic'), footer: t('og.footer') };
}
