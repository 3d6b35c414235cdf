import { useTranslations } from 'next-intl';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { ListingProduct } from '@/lib/catalog/listing';
import { ProductGrid } from './ProductGrid';

/** More from the same category, so a shopper who lands from search can keep browsing. */
export function RelatedProducts({ products }: { products: ListingProduct[] }) {
  const t = useTranslations('Product.related');
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="related-heading">
      <SectionHeading id="related-heading" eyebrow={t('eyebrow')} title={t('title')} />
      <ProductGrid products={products} className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-5" />
    </section>
  );
}
