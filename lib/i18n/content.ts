import type { CategoryDto } from '../catalog/categories';
import type { ProductDto } from '../catalog/products';
import type { BannerDto } from '../content/banners';
import type { BlogPostDto } from '../content/blog';
import type { ContentPageDto } from '../content/pages';
import { localize, localizeAll } from './localize';
import type { Locale } from './locales';

/*
 * The catalogue's and the content's own words in a page's language, applied where a page renders
 * (after the cached reads, which hold both languages, so one cache entry serves both). Every screen
 * that shows a product, a category, a banner, a post or a page passes it through these first.
 */

export function localizeProduct(product: ProductDto, locale: Locale): ProductDto {
  if (locale === 'en') return product;
  return {
    ...localize(product, locale),
    metadata: localizeAll(product.metadata, locale),
    variants: localizeAll(product.variants, locale),
  };
}

export function localizeProducts(products: readonly ProductDto[], locale: Locale): ProductDto[] {
  return products.map((p) => localizeProduct(p, locale));
}

export function localizeCategories(tree: readonly CategoryDto[], locale: Locale): CategoryDto[] {
  if (locale === 'en') return [...tree];
  return tree.map((c) => ({ ...localize(c, locale), subCategories: localizeCategories(c.subCategories, locale) }));
}

export const localizeBanners = (banners: readonly BannerDto[], locale: Locale): BannerDto[] =>
  localizeAll(banners, locale);
export const localizePost = (post: BlogPostDto, locale: Locale): BlogPostDto => localize(post, locale);
export const localizePosts = (posts: readonly BlogPostDto[], locale: Locale): BlogPostDto[] =>
  localizeAll(posts, locale);
export const localizePage = (page: ContentPageDto, locale: Locale): ContentPageDto => localize(page, locale);
