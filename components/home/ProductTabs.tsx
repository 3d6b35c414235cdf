import { useTranslations } from 'next-intl';
import { cardFields } from '@/components/product/ProductCard';
import { ProductGrid } from '@/components/product/ProductGrid';
import { SectionHeading } from '@/components/ui/SectionHeading';
import type { ListingProduct } from '@/lib/catalog/listing';
import { TabProducts } from './TabProducts';
import { Tabs } from './Tabs';

/** The tabs, by their words' keys (Home.picks.tabs). */
export const HOME_TABS = ['new', 'topRated', 'bestSeller', 'featured'] as const;

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
/**
 * Cards of the open tab that are in the page itself: two rows on desktop, five on a phone, where
 * the first screen ends long before them. The rest of the tab follows as ids (TabProducts): half
 * the tab's markup, payload and hydration left off the cached page (docs/performance.md).
 */
const CARDS_IN_PAGE = 10;

/** The first tab's first cards are in the page; the rest, and the other tabs, carry only product ids. */
export function ProductTabs({ products }: { products: ListingProduct[] }) {
  const t = useTranslations('Home.picks');
  const [first, ...rest] = shuffleIntoChunks(products, HOME_TABS.length);
  return (
    <section aria-labelledby="picks-heading">
      <SectionHeading id="picks-heading" eyebrow={t('eyebrow')} title={t('title')} />
      <Tabs label={t('label')} labels={HOME_TABS.map((tab) => t(`tabs.${tab}`))} lazy>
        {[
          <div key={HOME_TABS[0]} className="space-y-3 sm:space-y-5">
            <ProductGrid products={first.slice(0, CARDS_IN_PAGE).map(cardFields)} className={GRID} />
            <TabProducts ids={first.slice(CARDS_IN_PAGE).map((p) => p.id)} className={GRID} whenNear />
          </div>,
          ...rest.map((chunk, i) => (
            <TabProducts key={HOME_TABS[i + 1]} ids={chunk.map((p) => p.id)} className={GRID} />
          )),
        ]}
      </Tabs>
    </section>
  );
}
