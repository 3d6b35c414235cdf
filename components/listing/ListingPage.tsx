import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/ui/Breadcrumbs';
import { getCachedCategoryTree, getCachedProducts } from '@/lib/catalog/cached';
import type { CategoryDto } from '@/lib/catalog/categories';
import { toListingProduct, toListingRows } from '@/lib/catalog/listing';
import { buildMetadata } from '@/lib/seo/metadata';
import { getCachedShopSettings } from '@/lib/settings/cached';
import { ListingView } from './ListingView';

const allTitles = (tree: CategoryDto[]): string[] => tree.flatMap((c) => [c.title, ...allTitles(c.subCategories)]);

export async function listingMetadata(): Promise<Metadata> {
  const [tree, { shop }] = await Promise.all([getCachedCategoryTree(), getCachedShopSettings()]);
  const roots = tree.map((c) => c.title);
  return buildMetadata(
    {
      title: `Shop ${roots.join(', ')} Online`,
      description: `Browse ${shop.name}'s organic ${roots.join(', ').toLowerCase()}: ${allTitles(tree)
        .slice(roots.length, roots.length + 6)
        .join(', ')} and more. Fresh from Indian farms, priced in ₹ with free delivery over ₹5,000.`,
      keywords: ['organic', ...allTitles(tree)],
      path: '/products',
    },
    shop,
  );
}

/**
 * The server renders the default view's first page of cards (every product keeps its own page
 * in the sitemap); every product's card data goes along, as the filters from the URL apply in
 * the browser (docs/decisions.md: cached pages cannot read searchParams).
 */
export async function ListingPage() {
  const [products, tree, { shop }] = await Promise.all([
    getCachedProducts(),
    getCachedCategoryTree(),
    getCachedShopSettings(),
  ]);
  const categories = tree.map((c) => ({
    ...c,
    subCategories: c.subCategories.map((s) => ({ ...s, subCategories: [] })),
  }));
  const props = {
    products: toListingRows(products.map(toListingProduct), categories),
    categories,
    siteName: shop.name,
  };
  return (
    <div className="container-shop pb-4 pt-6">
      <div className="mb-6">
        <Breadcrumbs
          crumbs={[
            { name: 'Home', path: '/' },
            { name: 'Products', path: '/products' },
          ]}
        />
      </div>
      {/* A filtered link (?category=…) hides the unfiltered server listing until the browser has
          applied the filters; without JavaScript nothing is hidden. */}
      <script
        dangerouslySetInnerHTML={{
          __html: "if(location.search)document.documentElement.classList.add('listing-pending')",
        }}
      />
      <ListingView {...props} />
    </div>
  );
}
