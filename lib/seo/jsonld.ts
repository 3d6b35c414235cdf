/**
 * schema.org structured data for search engines: Organization (every page), WebSite, WebPage,
 * Product, BreadcrumbList and BlogPosting. Absolute URLs from the configured site URL. `shop` is the
 * stored identity the caller read (getCachedShopSettings). Page-level objects name their language
 * (`inLanguage`, en-IN or hi-IN) and their address in it; names and descriptions are the caller's,
 * already in that language.
 */
import { getSiteUrl } from '../config';
import { HREFLANG, localePath, type Locale } from '../i18n/locales';
import type { Shop } from '../settings/settings';
import type { ProductDto } from '../catalog/products';
import type { BlogPostDto } from '../content/blog';
import type { ReviewPage } from '../reviews/types';

export const absoluteUrl = (path: string) => (/^https?:\/\//.test(path) ? path : `${getSiteUrl()}${path}`);

export function organizationJsonLd(shop: Shop) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.name,
    legalName: shop.legalName,
    url: getSiteUrl(),
    logo: absoluteUrl(shop.logo),
    email: shop.email,
    telephone: shop.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: shop.address.street,
      addressLocality: shop.address.city,
      addressRegion: shop.address.state,
      postalCode: shop.address.postalCode,
      addressCountry: shop.address.country,
    },
    sameAs: Object.values(shop.social),
  };
}

/**
 * A Product with one Offer per pack (design §10): each with its SKU, price and its own availability,
 * and the link that opens that pack. A product of one pack has one offer, at the bare product URL.
 * AggregateRating and Review come from the published reviews shown on the page, never from the
 * product's stored numbers alone (design §12).
 */
export function productJsonLd(
  product: ProductDto,
  description: string,
  shop: Pick<Shop, 'name'>,
  reviews: Pick<ReviewPage, 'items' | 'summary'>,
  locale: Locale = 'en',
) {
  const url = absoluteUrl(localePath(`/products/${product.slug}`, locale));
  const several = product.variants.length > 1;
  const offers = product.variants.map((pack) => ({
    '@type': 'Offer',
    sku: pack.sku,
    ...(several ? { name: pack.label } : {}),
    url: several ? `${url}?pack=${encodeURIComponent(pack.sku)}` : url,
    priceCurrency: 'INR',
    price: pack.sellingPrice.toFixed(2),
    availability: pack.stockQuantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: shop.name },
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    sku: String(product.id),
    description,
    image: product.images.map((i) => absoluteUrl(i.imageUrl)),
    category: product.parentCategory
      ? `${product.parentCategory.name} > ${product.categoryName}`
      : product.categoryName,
    brand: { '@type': 'Brand', name: product.sellerName },
    url,
    // A Product has no language of its own in schema.org: the page about it has.
    mainEntityOfPage: { '@type': 'WebPage', '@id': url, inLanguage: HREFLANG[locale] },
    ...reviewsJsonLd(reviews),
    offers: several ? offers : offers[0],
  };
}

/** The first page's reviews (at most 10) and the summary; nothing when no review is published. */
function reviewsJsonLd({ summary, items }: Pick<ReviewPage, 'items' | 'summary'>) {
  if (summary.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.rating,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: items.slice(0, 10).map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.authorName },
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
      datePublished: r.createdAt,
      ...(r.title ? { name: r.title } : {}),
      ...(r.text ? { reviewBody: r.text } : {}),
    })),
  };
}

export type Crumb = { name: string; path: string };

/** `crumbs` carry English paths; each item links to its page in `locale`. */
export function breadcrumbJsonLd(crumbs: Crumb[], locale: Locale = 'en') {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(localePath(c.path, locale)),
    })),
  };
}

/** `post` is already in `locale` (localizePost). */
export function blogPostingJsonLd(post: BlogPostDto, shop: Pick<Shop, 'name' | 'logo'>, locale: Locale = 'en') {
  const url = absoluteUrl(localePath(`/blog/${post.slug}`, locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    inLanguage: HREFLANG[locale],
    headline: post.title,
    description: post.excerpt,
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    author: { '@type': 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: shop.name,
      logo: { '@type': 'ImageObject', url: absoluteUrl(shop.logo) },
    },
    mainEntityOfPage: { '@type': 'WebPage', '@id': url, inLanguage: HREFLANG[locale] },
    url,
    image: [
      absoluteUrl(localePath(`/og/blog/${post.slug}`, locale)),
      ...(post.featuredImage ? [absoluteUrl(post.featuredImage)] : []),
    ],
    keywords: post.tags.join(', '),
  };
}

/** The site itself in a language, for the home page. */
export function websiteJsonLd(shop: Pick<Shop, 'name'>, locale: Locale = 'en') {
  const home = absoluteUrl(localePath('/', locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: shop.name,
    url: home,
    inLanguage: HREFLANG[locale],
    publisher: { '@type': 'Organization', name: shop.name, url: getSiteUrl() },
  };
}

/** A content page (about, contact, team, a CMS page…): its name and address in the page's language. */
export function webPageJsonLd(page: { name: string; path: string; description?: string }, locale: Locale = 'en') {
  const url = absoluteUrl(localePath(page.path, locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': url,
    url,
    name: page.name,
    ...(page.description ? { description: page.description } : {}),
    inLanguage: HREFLANG[locale],
    isPartOf: { '@type': 'WebSite', url: absoluteUrl(localePath('/', locale)) },
  };
}
