import { ProductGrid } from '@/components/product/ProductGrid';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { ListingProduct } from '@/lib/catalog/listing';
import { TabProducts } from './TabProducts';
import { Tabs } from './Tabs';

export const HOME_TABS = ['New Product', 'Top Rated', 'Best Seller', 'Featured'];

/** Fisher–Yates shuffle, then equal consecutive chunks, one per tab, so no product shows in two tabs. */
export function shuffleIntoChunks<T>(items: T[], chunks: number, random = Math.random): T[][] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  const size = Math.floor(list.length / chunks);
  return Array.from({ length: chunks }, (_, i) => list.slice(i * size, (i + 1) * size));
}

const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-5';

/** The first tab's cards are in the page; the others carry only product ids until opened. */
export function ProductTabs({ products }: { products: ListingProduct[] }) {
  const [first, ...rest] = shuffleIntoChunks(products, HOME_TABS.length);
  return (
    <section aria-labelledby="picks-heading">
      <SectionHeading id="picks-heading" eyebrow="Handpicked" title="Explore our range" />
      <Tabs label="Product collections" labels={HOME_TABS} lazy>
        {[
          <ProductGrid key={HOME_TABS[0]} products={first} className={GRID} />,
          ...rest.map((chunk, i) => <TabProducts key={HOME_TABS[i + 1]} ids={chunk.map((p) => p.id)} className={GRID} />),
        ]}
      </Tabs>
    </section>
  );
}
