/**
 * schema.org structured data for search engines: Organization (every page), Product,
 * BreadcrumbList and BlogPosting. Absolute URLs from the configured site URL. `shop` is the stored
 * identity the caller read (getCachedShopSettings).
 */
import { getSiteUrl } from '../config';
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
) {
  const url = absoluteUrl(`/products/${product.slug}`);
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

export function breadcrumbJsonLd(crumbs: Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: absoluteUrl(c.path),
    })),
  };
}

export function blogPostingJsonLd(post: BlogPostDto, shop: Pick<Shop, 'name' | 'logo'>) {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
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
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    image: [absoluteUrl(`/og/blog/${post.slug}`), ...(post.featuredImage ? [absoluteUrl(post.featuredImage)] : [])],
    keywords: post.tags.join(', '),
  };
}
