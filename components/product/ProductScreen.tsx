import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { JsonLd } from '@/components/ui/JsonLd';
import type { ProductDto, VariantDto } from '@/lib/catalog/products';
import { toListingProduct } from '@/lib/catalog/listing';
import { listingHref } from '@/lib/catalog/listing-url';
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

type Props = { product: ProductDto; pack: VariantDto; products: ProductDto[]; shop: Shop; reviews: ReviewPage };

/**
 * `pack`: the one shown and sold (`?pack=`, else the default); `products`: the whole catalogue, for up
 * to 5 others from the product's category.
 */
export function ProductScreen({ product, pack, products, shop, reviews }: Props) {
  const related = products
    .filter((p) => p.id !== product.id && p.categorySlug === product.categorySlug)
    .slice(0, 5)
    .map(toListingProduct);
  const trail = [
    { name: 'Products', path: listingHref() },
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
    <div className="container-shop space-y-14 pb-4 pt-6">
      <JsonLd data={productJsonLd(product, productDescription(product, shop), shop, reviews)} />
      <Breadcrumbs trail={trail} />
      {/* minmax(0, 1fr) columns: the thumbnail strip scrolls inside its column instead of widening the page. */}
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-12">
        <Gallery
          images={product.images.map((i) => ({ src: i.imageUrl, alt: i.alt }))}
          videoUrl={product.videoResponse?.videoUrl ?? null}
          title={product.title}
        />
        {/* The client leaves of the summary (the delivery check's answer) read these strings. */}
        <ClientMessages only={['Delivery']}>
          <ProductSummary product={product} pack={pack} />
        </ClientMessages>
      </div>
      <ProductInfoTabs metadata={product.metadata} />
      <ReviewsSection slug={product.slug} reviews={reviews} />
      <RelatedProducts products={related} />
    </div>
  );
}
