/**
 * Each shop page's metadata, built with buildMetadata from the same cached reads the page renders
 * from (one read per request: the cache answers both). An unknown slug answers notFoundMetadata.
 * Everything is in the page's language (pageLocale: set by the /hi twins): the words from the Meta
 * messages, the catalogue's and the content's own words through lib/i18n/content.ts.
 */
import { titleSize } from '../catalog/variants';
import type { Metadata } from 'next';
import { getCachedCategoryTree, getCachedProduct } from '../catalog/cached';
import type { CategoryDto } from '../catalog/categories';
import { getCachedPage, getCachedPost } from '../content/cached';
import { localizeCategories, localizePage, localizePost, localizeProduct } from '../i18n/content';
import { localePath } from '../i18n/locales';
import { pageLocale } from '../i18n/request-locale';
import { translator } from '../i18n/translator';
import type { Shop } from '../settings/settings';
import { getCachedShopSettings } from '../settings/cached';
import { buildMetadata, notFoundMetadata, productDescription, summarize, type PageMeta } from './metadata';

type MetaWords = ReturnType<typeof translator<'Meta'>>;

/** A page whose metadata needs only the shop's identity and the page's words. */
const shopPage = (meta: (shop: Shop, t: MetaWords) => PageMeta) => async (): Promise<Metadata> => {
  const locale = pageLocale();
  const { shop } = await getCachedShopSettings();
  return buildMetadata(meta(shop, translator(locale, 'Meta')), shop, locale);
};

export const homeMetadata = shopPage((shop, t) => ({
  title: t('home.title', { shop: shop.name }),
  absoluteTitle: true,
  description: t('home.description', { tagline: shop.tagline }),
  path: '/',
}));

export const aboutMetadata = shopPage((shop, t) => ({
  title: t('about.title'),
  description: t('about.description', { shop: shop.name }),
  path: '/about',
}));

export const contactMetadata = shopPage((shop, t) => ({
  title: t('contact.title'),
  description: t('contact.description', { phone: shop.phone, email: shop.email, hours: shop.supportHours }),
  path: '/contact',
}));

/** The page's one address; the misspelt /affilate-program redirects here (next.config.mjs). */
export const AFFILIATE_PATH = '/affiliate-program';

export const affiliateMetadata = shopPage((shop, t) => ({
  title: t('affiliate.title'),
  description: t('affiliate.description', { shop: shop.name }),
  path: AFFILIATE_PATH,
}));

export const teamMetadata = shopPage((shop, t) => ({
  title: t('team.title'),
  description: t('team.description', { shop: shop.name }),
  path: '/team',
}));

export const sitemapMetadata = shopPage((_shop, t) => ({
  title: t('sitemap.title'),
  description: t('sitemap.description'),
  path: '/sitemap',
}));

export const blogListMetadata = shopPage((shop, t) => ({
  title: t('blog.title'),
  description: t('blog.description', { shop: shop.name }),
  path: '/blog',
}));

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

export async function productMetadata(slug: string): Promise<Metadata> {
  const locale = pageLocale();
  const [stored, { shop }] = await Promise.all([getCachedProduct(slug), getCachedShopSettings()]);
  if (!stored) return notFoundMetadata('Product not found', locale);
  const product = localizeProduct(stored, locale);
  return buildMetadata(
    {
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
    },
    shop,
    locale,
  );
}

export async function blogPostMetadata(slug: string): Promise<Metadata> {
  const locale = pageLocale();
  const [stored, { shop }] = await Promise.all([getCachedPost(slug), getCachedShopSettings()]);
  if (!stored) return notFoundMetadata('Article not found', locale);
  const post = localizePost(stored, locale);
  return buildMetadata(
    {
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
    },
    shop,
    locale,
  );
}

export async function contentPageMetadata(slug: string): Promise<Metadata> {
  const locale = pageLocale();
  const [stored, { shop }] = await Promise.all([getCachedPage(slug), getCachedShopSettings()]);
  if (!stored) return notFoundMetadata('Page not found', locale);
  const page = localizePage(stored, locale);
  return buildMetadata(
    {
      title: page.metaTitle || page.title,
      description: page.metaDescription || summarize(page.content),
      keywords: page.keywords,
      path: `/${page.slug}`,
    },
    shop,
    locale,
  );
}
