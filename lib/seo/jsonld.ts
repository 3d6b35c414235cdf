/**
 * schema.org structured data for search engines: Organization (every page), Product,
 * BreadcrumbList and BlogPosting. Absolute URLs from the configured site URL. `shop` is the stored
 * identity the caller read (getCachedShopSettings).
 */
import { getSiteUrl } from '../config';
import type { Shop } from '../settings/settings';
import type { ProductDto } from '../catalog/products';
import type { BlogPostDto } from '../content/blog';

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

export function productJsonLd(product: ProductDto, description: string, shop: Pick<Shop, 'name'>) {
  const inStock = product.inventoryDetails.stockQuantity > 0;
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
    url: absoluteUrl(`/products/${product.slug}`),
    ...(product.ratingCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.ratingCount,
            bestRating: 5,
            worstRating: 0,
          },
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(`/products/${product.slug}`),
      priceCurrency: 'INR',
      price: product.sellingPrice.toFixed(2),
      availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: shop.name },
    },
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
