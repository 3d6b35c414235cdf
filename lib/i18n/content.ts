import type { CategoryDto } from '../catalog/categories';
import type { ProductDto } from '../catalog/products';
import type { BannerDto } from '../content/banners';
import type { BlogPostDto } from '../content/blog';
import type { ContentPageDto } from '../content/pages';
import type { TeamMemberDto } from '../content/team';
import type { AdvertisedOffer } from '../offers/public';
import type { ShopSettings } from '../settings/settings';
import { defaultVariant } from '../catalog/variants';
import { isBlankText, localize, localizeAll } from './localize';
import type { Locale } from './locales';

/*
 * The catalogue's and the content's own words in a page's language, applied where a page renders
 * (after the cached reads, which hold both languages, so one cache entry serves both). Every screen
 * that shows a product, a category, a banner, a post, a page, the team or an offer passes it through
 * these first.
 */

export function localizeProduct(product: ProductDto, locale: Locale): ProductDto {
  if (locale === 'en') return product;
  const local = localize(product, locale);
  const parentName = product.translations?.[locale]?.parentCategoryName;
  const variants = localizeAll(product.variants, locale);
  // `size` is the default pack's label (catalog/products.ts): it reads in the page's language like the pack.
  const pack = defaultVariant(product.variants);
  const size = pack && product.size === pack.label ? variants[product.variants.indexOf(pack)].label : product.size;
  // The pack picker names a product's one option ("Grind"); its packs keep their option values in English.
  const optionName = product.translations?.[locale]?.optionName;
  const options =
    product.options.length === 1 && optionName && !isBlankText(optionName)
      ? [{ ...product.options[0], name: optionName }]
      : product.options;
  return {
    ...local,
    size,
    options,
    parentCategory:
      product.parentCategory && parentName && !isBlankText(parentName)
        ? { ...product.parentCategory, name: parentName }
        : product.parentCategory,
    metadata: localizeAll(product.metadata, locale),
    variants,
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
export const localizeTeam = (team: readonly TeamMemberDto[], locale: Locale): TeamMemberDto[] =>
  localizeAll(team, locale);
/** An offer's title and terms (its terms are worded in both languages when it is read, lib/offers/public.ts). */
export const localizeOffers = (offers: readonly AdvertisedOffer[], locale: Locale): AdvertisedOffer[] =>
  localizeAll(offers, locale);

/** The shop's words a shopper reads (tagline, support hours, address) in a page's language. */
export function localizeSettings(settings: ShopSettings, locale: Locale): ShopSettings {
  const { shop, translations } = settings;
  if (locale === 'en' || !translations.hi) return settings;
  const { street, city, state } = shop.address;
  const words = localize(
    { tagline: shop.tagline, supportHours: shop.supportHours, street, city, state, translations },
    locale,
  );
  return {
    ...settings,
    shop: {
      ...shop,
      tagline: words.tagline,
      supportHours: words.supportHours,
      address: { ...shop.address, street: words.street, city: words.city, state: words.state },
    },
  };
}
