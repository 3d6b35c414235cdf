import { useTranslations } from 'next-intl';
import { cardFields } from '@/components/product/ProductCard';
import { ProductGrid } from '@/components/product/ProductGrid';
import type { ListingProduct } from '@/lib/catalog/listing';
import { CardRow } from './CardRow';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-5';

/** Deals of the Week: at most 5 cards (one row on desktop), 5 skeletons while there are none. */
export function DealsOfWeek({ products }: { products: ListingProduct[] }) {
  const t = useTranslations('Home.deals');
  return (
    <CardRow
      id="deals-heading"
      eyebrow={t('eyebrow')}
      title={t('title')}
      action={{ href: '/products', label: t('action') }}
      grid={GRID}
      cards={products.length > 0 && <ProductGrid products={products.slice(0, 5).map(cardFields)} className={GRID} />}
    />
  );
}
