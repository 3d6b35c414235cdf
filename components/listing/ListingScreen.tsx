import { getLocale, getTranslations } from 'next-intl/server';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import type { CategoryDto } from '@/lib/catalog/categories';
import {
  applyListingQuery,
  fromListingRows,
  pageListing,
  toListingProduct,
  toListingRows,
  withTreeNames,
  type ListingProduct,
} from '@/lib/catalog/listing';
import { DEFAULT_QUERY } from '@/lib/catalog/listing-url';
import type { ProductDto } from '@/lib/catalog/products';
import { localizeCategories, localizeProducts } from '@/lib/i18n/content';
import type { Locale } from '@/lib/i18n/locales';
import { FilteredListing } from './FilteredListing';
import { ListingSections } from './ListingSections';
import { CARD_WORDS } from '@/components/product/ProductCard';

type Props = { products: ProductDto[]; tree: CategoryDto[]; siteName: string };

/**
 * The server renders the default view's first page of cards as server components, so only their
 * buttons and links hydrate (every product keeps its own page in the sitemap); every product's
 * card data goes along, as the filters from the URL, other views and 'Show more' run in the
 * browser (docs/decisions.md: cached pages cannot read searchParams). Products and categories
 * are put in the page's language before the rows are built, so the browser gets them in it.
 */
export async function ListingScreen({ products, tree, siteName }: Props) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations('Listing');
  const categories = localizeCategories(tree, locale).map((c) => ({
    ...c,
    subCategories: c.subCategories.map((s) => ({ ...s, subCategories: [] })),
  }));
  // English pages keep the products' own names, as before; a Hindi page names categories from its tree.
  const named = <T extends ListingProduct>(list: T[]) => (locale === 'en' ? list : withTreeNames(list, categories));
  const rows = toListingRows(named(localizeProducts(products, locale).map(toListingProduct)), categories);
  // The default view's first page, from the very rows the browser filters, so both draw the same cards.
  const all = applyListingQuery(fromListingRows(rows, categories), DEFAULT_QUERY, null);
  const serverView = {
    firstPage: <ListingSections sections={pageListing(all, true, 1).sections} />,
    count: t('itemCount', { count: all.length }),
  };
  return (
    <div className="container-shop pb-4 pt-6">
      <div className="mb-6">
        <Breadcrumbs trail={[{ name: t('title'), path: '/products' }]} />
      </div>
      {/* A filtered link (?category=…) hides the unfiltered server listing until the browser has
          applied the filters; without JavaScript nothing is hidden. */}
      <script
        dangerouslySetInnerHTML={{
          __html: "if(location.search)document.documentElement.classList.add('listing-pending')",
        }}
      />
      {/* The filters, sorts and counts read Listing; the cards and their buttons read Product. */}
      <ClientMessages only={['Listing', ...CARD_WORDS]}>
        <FilteredListing products={rows} categories={categories} siteName={siteName} serverView={serverView} />
      </ClientMessages>
    </div>
  );
}
