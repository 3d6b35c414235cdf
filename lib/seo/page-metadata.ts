/**
 * Each shop page's metadata, built with buildMetadata from the same cached reads the page renders
 * from (one read per request: the cache answers both). An unknown slug answers notFoundMetadata.
 */
import { titleSize } from '../catalog/variants';
import type { Metadata } from 'next';
import { getCachedCategoryTree, getCachedProduct } from '../catalog/cached';
import type { CategoryDto } from '../catalog/categories';
import { getCachedPage, getCachedPost } from '../content/cached';
import type { Shop } from '../settings/settings';
import { getCachedShopSettings } from '../settings/cached';
import { buildMetadata, notFoundMetadata, productDescription, summarize, type PageMeta } from './metadata';

/** A page whose metadata needs only the shop's identity. */
const shopPage = (meta: (shop: Shop) => PageMeta) => async (): Promise<Metadata> => {
  const { shop } = await getCachedShopSettings();
  return buildMetadata(meta(shop), shop);
};

export const homeMetadata = shopPage((shop) => ({
  title: `${shop.name}: Organic Tea, Raw Honey & Whole Spices Online`,
  absoluteTitle: true,
  description: `${shop.tagline}. Single-estate Assam and Darjeeling teas, raw forest honey and hand-picked spices, shipped fresh across India. Free delivery over ₹5,000.`,
  path: '/',
}));

export const aboutMetadata = shopPage((shop) => ({
  title: 'About Us: Our Philosophy, Commitment & Legacy',
  description: `${shop.name} buys organic tea, raw honey and whole spices directly from Indian growers and ships them fresh. Read our philosophy, our commitment to farmers and the legacy we build on.`,
  path: '/about',
}));

export const contactMetadata = shopPage((shop) => ({
  title: 'Contact Us',
  description: `Questions about an order, wholesale or gifting? Call ${shop.phone}, e-mail ${shop.email} or write to us. We answer ${shop.supportHours}.`,
  path: '/contact',
}));

/** The page's one address; the misspelt /affilate-program redirects here (next.config.mjs). */
export const AFFILIATE_PATH = '/affiliate-program';

export const affiliateMetadata = shopPage((shop) => ({
  title: 'Affiliate Program: Earn 10% on Tea',
  description: `Join the ${shop.name} affiliate program: 10% commission on tea products, a 30-day referral cookie, monthly payouts by bank transfer, UPI, PayPal or Razorpay and no earnings cap.`,
  path: AFFILIATE_PATH,
}));

export const teamMetadata = shopPage((shop) => ({
  title: 'Our Team & Founders',
  description: `Meet the people behind ${shop.name}: our founders' messages and the tea tasters, sourcing, packing and support teams who bring Indian farm produce to your door.`,
  path: '/team',
}));

export const sitemapMetadata = shopPage(() => ({
  title: 'Sitemap Generator',
  description:
    'Generate and download the store’s sitemap.xml: every product, blog post and page, ready for search engines.',
  path: '/sitemap',
}));

export const blogListMetadata = shopPage((shop) => ({
  title: 'Blog: Tea, Honey & Spice Stories',
  description: `Brewing guides, harvest notes and recipes from ${shop.name}: how to steep Assam and Darjeeling teas, use raw honey and cook with whole spices.`,
  path: '/blog',
}));

const allTitles = (tree: CategoryDto[]): string[] => tree.flatMap((c) => [c.title, ...allTitles(c.subCategories)]);

export async function listingMetadata(): Promise<Metadata> {
  const [tree, { shop }] = await Promise.all([getCachedCategoryTree(), getCachedShopSettings()]);
  const roots = tree.map((c) => c.title);
  return buildMetadata(
    {
      title: `Shop ${roots.join(', ')} Online`,
      description: `Browse ${shop.name}'s organic ${roots.join(', ').toLowerCase()}: ${allTitles(tree)
        .slice(roots.length, roots.length + 6)
        .join(', ')} and more. Fresh from Indian farms, priced in ₹ with free delivery over ₹5,000.`,
      keywords: ['organic', ...allTitles(tree)],
      path: '/products',
    },
    shop,
  );
}

export async function productMetadata(slug: string): Promise<Metadata> {
  const [product, { shop }] = await Promise.all([getCachedProduct(slug), getCachedShopSettings()]);
  if (!product) return notFoundMetadata('Product not found');
  return buildMetadata(
    {
      // The seller's SEO title is the whole <title>, as written; the built one gets the shop's name after it.
      title: product.seoTitle ?? `${product.title}${titleSize(product) ? ` (${titleSize(product)})` : ''}`,
      absoluteTitle: product.seoTitle !== null,
      description: productDescription(product, shop),
      keywords: [
        product.title,
        product.categoryName,
        ...(product.parentCategory ? [product.parentCategory.name] : []),
        ...product.tags,
      ],
      path: `/products/${product.slug}`,
      image: `/og/product/${product.slug}`,
      imageAlt: product.title,
    },
    shop,
  );
}

export async function blogPostMetadata(slug: string): Promise<Metadata> {
  const [post, { shop }] = await Promise.all([getCachedPost(slug), getCachedShopSettings()]);
  if (!post) return notFoundMetadata('Article not found');
  return buildMetadata(
    {
      title: post.title,
      description: post.excerpt || summarize(post.content),
      keywords: post.tags,
      path: `/blog/${post.slug}`,
      image: `/og/blog/${post.slug}`,
      imageAlt: post.title,
      type: 'article',
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: [post.author],
    },
    shop,
  );
}

export async function contentPageMetadata(slug: string): Promise<Metadata> {
  const [page, { shop }] = await Promise.all([getCachedPage(slug), getCachedShopSettings()]);
  if (!page) return notFoundMetadata();
  return buildMetadata(
    {
      title: page.metaTitle || page.title,
      description: page.metaDescription || summarize(page.content),
      keywords: page.keywords,
      path: `/${page.slug}`,
    },
    shop,
  );
}
