import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import type { CategoryDto } from '@/lib/catalog/categories';
import { toListingProduct, toListingRows } from '@/lib/catalog/listing';
import type { ProductDto } from '@/lib/catalog/products';
import { FilteredListing } from './FilteredListing';

type Props = { products: ProductDto[]; tree: CategoryDto[]; siteName: string };

/**
 * The server renders the default view's first page of cards (every product keeps its own page
 * in the sitemap); every product's card data goes along, as the filters from the URL apply in
 * the browser (docs/decisions.md: cached pages cannot read searchParams).
 */
export function ListingScreen({ products, tree, siteName }: Props) {
  const categories = tree.map((c) => ({
    ...c,
    subCategories: c.subCategories.map((s) => ({ ...s, subCategories: [] })),
  }));
  const props = {
    products: toListingRows(products.map(toListingProduct), categories),
    categories,
    siteName,
  };
  return (
    <div className="container-shop pb-4 pt-6">
      <div className="mb-6">
        <Breadcrumbs trail={[{ name: 'Products', path: '/products' }]} />
      </div>
      {/* A filtered link (?category=…) hides the unfiltered server listing until the browser has
          applied the filters; without JavaScript nothing is hidden. */}
      <script
        dangerouslySetInnerHTML={{
          __html: "if(location.search)document.documentElement.classList.add('listing-pending')",
        }}
      />
      <FilteredListing {...props} />
    </div>
  );
}
