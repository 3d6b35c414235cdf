/**
 * Each shop page's metadata, built with buildMetadata from the same cached reads the page renders
 * from (one read per request: the cache answers both). An unknown slug answers notFoundMetadata.
 * Everything is in the page's language (pageLocale: set by the /hi twins): the words from the Meta
 * messages, the catalogue's and the content's own words through lib/i18n/content.ts.
 */
import { titleSize } from '../catalog/variants';
import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { getCachedCategoryTree, getCachedProduct } from '../catalog/cached';
import type { CategoryDto } from '../catalog/categories';
import { getCachedPage, getCachedPost } from '../content/cached';
import { localizeCategories, localizePage, localizePost, localizeProduct, localizeSettings } from '../i18n/content';
import { localePath, type Locale } from '../i18n/locales';
import { pageLocale } from '../i18n/request-locale';
import { translator } from '../i18n/translator';
import type { Shop } from '../settings/settings';
import { getCachedShopSettings } from '../settings/cached';
import { buildMetadata, notFoundMetadata, productDescription, summarize, type PageMeta } from './metadata';

type MetaWords = ReturnType<typeof translator<'Meta'>>;

/** A page whose metadata needs only the shop's identity and the page's words. */
const shopPage = (meta: (shop: Shop, t: MetaWords) => PageMeta) => async (): Promise<Metadata> => {
  const locale = pageLocale();
  // The shop's own words (tagline, support hours) in the page's language, as the page shows them.
  const { shop } = localizeSettings(await getCachedShopSettings(), locale);
  return buildMetadata(meta(shop, translator(locale, 'Meta')), shop, locale);
};

export const homeMetadata = shopPage((shop, t) => ({
  title: t('home.title', { shop: shop.name }),
  absoluteTitle: true,
  description: t('home.description', { tagline: shop.tagline }),
  path: '/',
}));

/** A page whose words are its own Meta title and a description that names the shop. */
const namedPage = (page: 'about' | 'affiliate' | 'team' | 'blog', path: string) =>
  shopPage((shop, t) => ({
    title: t(`${page}.title`),
    description: t(`${page}.description`, { shop: shop.name }),
    path,
  }));

export const aboutMetadata = namedPage('about', '/about');

export const contactMetadata = shopPage((shop, t) => ({
  title: t('contact.title'),
  description: t('contact.description', { phone: shop.phone, email: shop.email, hours: shop.supportHours }),
  path: '/contact',
}));

/** The page's one address; the misspelt /affilate-program redirects here (next.config.mjs). */
export const AFFILIATE_PATH = '/affiliate-program';

export const affiliateMetadata = namedPage('affiliate', AFFILIATE_PATH);

export const teamMetadata = namedPage('team', '/team');

export const sitemapMetadata = shopPage((_shop, t) => ({
  title: t('sitemap.title'),
  description: t('sitemap.description'),
  path: '/sitemap',
}));

export const blogListMetadata = namedPage('blog', '/blog');

const allTitles = (tree: CategoryDto[]): string[] => tree.flatMap((c) => [c.title, ...allTitles(c.subCategories)]);

export async function listingMetadata(): Promise<Metadata> {
  const locale = pageLocale();
  const [tree, { shop }] = await Promise.all([getCachedCategoryTree(), getCachedShopSettings()]);
  const t = translator(locale, 'Meta');
  const localized = localizeCategories(tree, locale);
  const roots = localized.map((c) => c.title);
  const titles = allTitles(localized);
  const categories = roots.join(', ');
  return buildMetadata(
    {
      title: t('listing.title', { categories }),
      description: t('listing.description', {
        shop: shop.name,
        categoriesLower: categories.toLowerCase(),
        examples: titles.slice(roots.length, roots.length + 6).join(', '),
      }),
      keywords: [t('listing.keyword'), ...titles],
      path: '/products',
    },
    shop,
    locale,
  );
}

/**
 * A page read by its slug: an unknown slug answers notFoundMetadata (`missing`); a known one is put
 * in the page's language before `meta` reads it.
 */
const slugPage =
  <S, L>(
    read: (slug: string) => Promise<S | null | undefined>,
    localize: (stored: S, locale: Locale) => L,
    missing: string,
    meta: (item: L, shop: Shop, locale: Locale) => PageMeta,
  ) =>
  async (slug: string): Promise<Metadata> => {
    const locale = pageLocale();
    const [stored, { shop }] = await Promise.all([read(slug), getCachedShopSettings()]);
    if (!stored) return notFoundMetadata(missing, locale);
    return buildMetadata(meta(localize(stored, locale), shop, locale), shop, locale);
  };

export const productMetadata = slugPage(
  getCachedProduct,
  localizeProduct,
  'Product not found',
  (product, shop, locale) => ({
    // The seller's SEO title is the whole <title>, as written; the built one gets the shop's name after it.
    title: product.seoTitle ?? `${product.title}${titleSize(product) ? ` (${titleSize(product)})` : ''}`,
    absoluteTitle: product.seoTitle !== null,
    description: productDescription(product, shop, locale),
    keywords: [
      product.title,
      product.categoryName,
      ...(product.parentCategory ? [product.parentCategory.name] : []),
      ...product.tags,
    ],
    path: `/products/${product.slug}`,
    image: localePath(`/og/product/${product.slug}`, locale),
    imageAlt: product.title,
  }),
);

export const blogPostMetadata = slugPage(getCachedPost, localizePost, 'Article not found', (post, _shop, locale) => ({
  title: post.title,
  description: post.excerpt || summarize(post.content),
  keywords: post.tags,
  path: `/blog/${post.slug}`,
  image: localePath(`/og/blog/${post.slug}`, locale),
  imageAlt: post.title,
  type: 'article',
  publishedTime: post.publishedAt,
  modifiedTime: post.updatedAt,
  authors: [post.author],
}));

export const contentPageMetadata = slugPage(getCachedPage, localizePage, 'Page not found', (page) => ({
  title: page.metaTitle || page.title,
  description: page.metaDescription || summarize(page.content),
  keywords: page.keywords,
  path: `/${page.slug}`,
}));

/** A shopper's own page (cart, checkout, orders, a COD link): only its title, in the request's language; never indexed. */
export const privatePageMetadata = (title: (locale: Locale) => string) => async (): Promise<Metadata> => ({
  title: title(await getLocale()),
  robots: { index: false, follow: false },
});
