/**
 * One way to build a page's metadata: title, description, canonical, Open Graph and Twitter
 * card, so no page forgets one of them. `shop` is the stored identity the async caller read
 * (getCachedShopSettings), so the site name follows the settings.
 */
import type { Metadata } from 'next';
import type { ProductDto } from '../catalog/products';
import { HREFLANG, LOCALES, OG_LOCALE, localePath, type Locale } from '../i18n/locales';
import { pageLocale } from '../i18n/request-locale';
import { translator } from '../i18n/translator';
import type { Shop } from '../settings/settings';

export type PageMeta = {
  title: string;
  description: string;
  /** site-relative path, e.g. /products/assam-gold */
  path: string;
  keywords?: string[] | string | null;
  /** site-relative or absolute image URL; defaults to the shop's card in the page's language */
  image?: string | null;
  imageAlt?: string;
  type?: 'website' | 'article';
  publishedTime?: string;
  modifiedTime?: string;
  authors?: string[];
  /** the title already carries the shop name (skip the template) */
  absoluteTitle?: boolean;
};

/** Drawn by app/og/default (the shop's card; /hi/og/default in Hindi); product and post pages use their own. */
export const DEFAULT_OG_IMAGE = '/og/default';

/**
 * A public page's addresses: its own (canonical) in its language, and both languages plus
 * x-default (the English) as hreflang alternates, so search engines link the two (design §15).
 */
export function alternatesFor(path: string, locale: Locale): NonNullable<Metadata['alternates']> {
  return {
    canonical: localePath(path, locale),
    languages: { [HREFLANG.en]: path, [HREFLANG.hi]: localePath(path, 'hi'), 'x-default': path },
  };
}

export function buildMetadata(meta: PageMeta, shop: Pick<Shop, 'name'>, locale: Locale = pageLocale()): Metadata {
  const image = meta.image ?? localePath(DEFAULT_OG_IMAGE, locale);
  const images = [{ url: image, width: 1200, height: 630, alt: meta.imageAlt ?? meta.title }];
  const keywords = typeof meta.keywords === 'string' ? splitKeywords(meta.keywords) : (meta.keywords ?? undefined);
  return {
    title: meta.absoluteTitle ? { absolute: meta.title } : meta.title,
    description: meta.description,
    keywords,
    alternates: alternatesFor(meta.path, locale),
    openGraph: {
      type: meta.type ?? 'website',
      siteName: shop.name,
      locale: OG_LOCALE[locale],
      alternateLocale: LOCALES.filter((l) => l !== locale).map((l) => OG_LOCALE[l]),
      url: localePath(meta.path, locale),
      title: meta.title,
      description: meta.description,
      images,
      ...(meta.type === 'article'
        ? { publishedTime: meta.publishedTime, modifiedTime: meta.modifiedTime, authors: meta.authors }
        : {}),
    },
    twitter: {
      card: 'summary_large_image',
      title: meta.title,
      description: meta.description,
      images,
    },
  };
}

/** The not-found titles callers name in English, and their message in the page's language. */
const MISSING_TITLES = {
  'Page not found': 'notFound.title',
  'Article not found': 'articleNotFound.title',
  'Product not found': 'productNotFound',
} as const;

/** What an unknown address answers: a title (in the page's language) and no indexing. */
export function notFoundMetadata(title = 'Page not found', locale: Locale = pageLocale()): Metadata {
  const key = MISSING_TITLES[title as keyof typeof MISSING_TITLES];
  return { title: key ? translator(locale, 'Errors')(key) : title, robots: { index: false } };
}

/**
 * The page description: the seller's SEO description, else the DESCRIPTION entry, else a sentence built
 * from the facts. `p` is the product already in `locale` (localizeProduct); the sentence is in it too.
 */
export function productDescription(p: ProductDto, shop: Pick<Shop, 'name'>, locale: Locale = 'en'): string {
  if (p.seoDescription) return p.seoDescription;
  const description = p.metadata.find((m) => m.type === 'DESCRIPTION')?.content;
  if (description) return summarize(description);
  const t = translator(locale, 'Meta');
  return t('product.description', {
    title: p.title,
    size: p.size ?? t('product.standardSize'),
    seller: p.sellerName,
    category: p.categoryName,
    shop: shop.name,
  });
}

export function splitKeywords(keywords: string): string[] {
  return keywords
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);
}

/** Plain-text summary of HTML for meta descriptions (at most ~160 characters, on a word). */
export function summarize(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length)}…`;
}
