import { getLocale, getTranslations } from 'next-intl/server';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import type { CategoryDto } from '@/lib/catalog/categories';
import type { ProductDto, VariantDto } from '@/lib/catalog/products';
import { toListingProduct, withTreeNames } from '@/lib/catalog/listing';
import { listingHref } from '@/lib/catalog/listing-url';
import { localizeCategories, localizeProduct, localizeProducts } from '@/lib/i18n/content';
import type { Locale } from '@/lib/i18n/locales';
import { productJsonLd } from '@/lib/seo/jsonld';
import { productDescription } from '@/lib/seo/metadata';
import type { ReviewPage } from '@/lib/reviews/types';
import { ReviewsSection } from '@/components/reviews/ReviewsSection';
import type { Shop } from '@/lib/settings/settings';
import { Gallery } from './Gallery';
import { ProductInfoTabs } from './ProductInfoTabs';
import { ProductSummary } from './ProductSummary';
import { RelatedProducts } from './RelatedProducts';
import { ClientMessages } from '@/components/i18n/ClientMessages';

type Props = {
  product: ProductDto;
  pack: VariantDto;
  products: ProductDto[];
  /** the category tree, which names the product's category (and its parent) in the page's language */
  tree: CategoryDto[];
  shop: Shop;
  reviews: ReviewPage;
};

/**
 * `pack`: the one shown and sold (`?pack=`, else the default); `products`: the whole catalogue, for up
 * to 5 others from the product's category. The product, its pack and the related ones are shown in
 * the page's language (titles, metadata tabs, pack labels; English where a translation is missing).
 */
export async function ProductScreen({ product: english, pack: englishPack, products, tree, shop, reviews }: Props) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Listing');
  // English pages keep the products' own category names, as before; a Hindi page takes them from its tree.
  const categories = locale === 'en' ? null : localizeCategories(tree, locale);
  const named = <T extends ProductDto>(list: T[]) => (categories ? withTreeNames(list, categories) : list);
  const [product] = named([localizeProduct(english, locale)]);
  const pack = product.variants.find((v) => v.id === englishPack.id) ?? englishPack;
  const related = named(
    localizeProducts(
      products.filter((p) => p.id !== product.id && p.categorySlug === product.categorySlug).slice(0, 5),
      locale,
    ),
  ).map(toListingProduct);
  const trail = [
    { name: t('title'), path: listingHref() },
    ...(product.parentCategory
      ? [{ name: product.parentCategory.name, path: listingHref({ category: product.parentCategory.slug }) }]
      : []),
    {
      name: product.categoryName,
      path: product.parentCategory
        ? listingHref({ category: product.parentCategory.slug, sub: product.categorySlug })
        : listingHref({ category: product.categorySlug }),
    },
    { name: product.title, path: `/products/${product.slug}` },
  ];
  return (
    // One provider for the page's client leaves: the gallery, the pack picker, the buy buttons, notify-me
    // and related cards (Product), the delivery check's answer (Delivery), the reviews' browser and form
    // (Reviews). A nested provider would replace these, not add to them.
    <ClientMessages only={['Delivery', 'Product', 'Reviews']}>
      <div className="container-shop space-y-14 pb-4 pt-6">
        <JsonLd data={productJsonLd(product, productDescription(product, shop, locale), shop, reviews, locale)} />
        <Breadcrumbs trail={trail} />
        {/* minmax(0, 1fr) columns: the thumbnail strip scrolls inside its column instead of widening the page. */}
        <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12">
          <Gallery
            images={product.images.map((i) => ({ src: i.imageUrl, alt: i.alt }))}
            videoUrl={product.videoResponse?.videoUrl ?? null}
            title={product.title}
          />
          <ProductSummary product={product} pack={pack} />
        </div>
        <ProductInfoTabs metadata={product.metadata} />
        <ReviewsSection slug={product.slug} reviews={reviews} />
        <RelatedProducts products={related} />
      </div>
    </ClientMessages>
  );
}
