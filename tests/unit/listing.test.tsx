/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { renderWithProviders } from './render-with-providers';
import { FilteredListing } from '@/components/listing/FilteredListing';
import type { CategoryDto } from '@/lib/catalog/categories';
import {
  applyListingQuery,
  fromListingRows,
  groupByParent,
  highestPrice,
  listingTitle,
  PAGE_SIZE,
  pageListing,
  parseListingQuery,
  toListingRows,
  withTreeNames,
  type ListingProduct,
} from '@/lib/catalog/listing';
import { DEFAULT_QUERY, listingHref, listingSearch } from '@/lib/catalog/listing-url';
import type { Locale } from '@/lib/i18n/locales';
import { messages } from '@/messages';

const replace = jest.fn();
let search = new URLSearchParams();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace, push: jest.fn() }),
  usePathname: () => '/products',
  useSearchParams: () => search,
}));

const make = (
  id: number,
  title: string,
  price: number,
  sub: string,
  root: string,
  extra: Partial<ListingProduct> = {},
): ListingProduct => ({
  id,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  title,
  categoryName: sub,
  categorySlug: sub.toLowerCase().replace(/\s+/g, '-'),
  parentCategory: { name: root, slug: root.toLowerCase() },
  sellingPrice: price,
  productPrice: price,
  rating: 4,
  ratingCount: 10,
  image: null,
  stock: 5,
  createdAt: `2025-01-${String(id).padStart(2, '0')}T00:00:00.000Z`,
  ...extra,
});

const products = [
  make(1, 'Assam Gold', 450, 'Black Tea', 'Tea', { rating: 4.2 }),
  make(2, 'Darjeeling First Flush', 900, 'Green Tea', 'Tea', { rating: 4.9 }),
  make(3, 'Wild Forest Honey', 600, 'Raw Honey', 'Honey', { rating: 4.5 }),
  make(4, 'Kashmiri Saffron', 1500, 'Saffron', 'Spices', { rating: 3.9 }),
  make(5, 'Masala Chai', 300, 'Black Tea', 'Tea', { rating: 4.2, ratingCount: 50 }),
];
const tree: CategoryDto[] = [
  {
    id: 1,
    slug: 'tea',
    title: 'Tea',
    imageUrl: null,
    subCategories: [
      { id: 11, slug: 'black-tea', title: 'Black Tea', imageUrl: null, subCategories: [] },
      { id: 12, slug: 'green-tea', title: 'Green Tea', imageUrl: null, subCategories: [] },
    ],
  },
  {
    id: 2,
    slug: 'honey',
    title: 'Honey',
    imageUrl: null,
    subCategories: [{ id: 21, slug: 'raw-honey', title: 'Raw Honey', imageUrl: null, subCategories: [] }],
  },
  {
    id: 3,
    slug: 'spices',
    title: 'Spices',
    imageUrl: null,
    subCategories: [{ id: 31, slug: 'saffron', title: 'Saffron', imageUrl: null, subCategories: [] }],
  },
];
const titles = (list: ListingProduct[]) => list.map((p) => p.title);
/** The heading's words as the listing gives them, in a language. */
const titleWords = (locale: Locale = 'en') => {
  const t = createTranslator({ locale, messages: messages[locale], namespace: 'Listing' });
  return { products: t('title'), resultsFor: (query: string) => t('resultsFor', { query }) };
};

describe('the URL query', () => {
  test('parses category, sub, price cap and sort; anything odd falls back to the default', () => {
    expect(parseListingQuery(new URLSearchParams('category=tea&sub=black-tea&max=500&sort=price-low'))).toEqual({
      q: null,
      category: 'tea',
      sub: 'black-tea',
      max: 500,
      sort: 'price-low',
    });
    expect(parseListingQuery(new URLSearchParams('category=<script>&max=-3&sort=cheapest'))).toEqual(DEFAULT_QUERY);
  });
  test('writes only what differs from the default, so the plain listing stays /products', () => {
    expect(listingSearch(DEFAULT_QUERY)).toBe('');
    expect(listingSearch({ q: null, category: 'tea', sub: 'green-tea', max: null, sort: 'newest' })).toBe(
      '?category=tea&sub=green-tea&sort=newest',
    );
  });
  test('the search text rides in ?q= (trimmed, spaces collapsed) so the results page is a shareable link', () => {
    expect(parseListingQuery(new URLSearchParams('q=%20%20green%20%20tea%20'))).toEqual({
      ...DEFAULT_QUERY,
      q: 'green tea',
    });
    expect(listingHref({ q: 'haldi' })).toBe('/products?q=haldi');
  });
  test('every link into the listing (menus, category tiles, breadcrumbs) is built by listingHref', () => {
    expect(listingHref()).toBe('/products');
    expect(listingHref({ category: 'tea' })).toBe('/products?category=tea');
    expect(listingHref({ category: 'tea', sub: 'green-tea' })).toBe('/products?category=tea&sub=green-tea');
    // A sub-category only means something under its category.
    expect(listingHref({ sub: 'green-tea' })).toBe('/products');
  });
});

describe('filter and sort', () => {
  test('a category keeps its own products and its sub-categories’ products', () => {
    expect(titles(applyListingQuery(products, { ...DEFAULT_QUERY, category: 'tea' }))).toEqual([
      'Assam Gold',
      'Darjeeling First Flush',
      'Masala Chai',
    ]);
    expect(titles(applyListingQuery(products, { ...DEFAULT_QUERY, category: 'tea', sub: 'black-tea' }))).toEqual([
      'Assam Gold',
      'Masala Chai',
    ]);
  });
  test('the price cap hides dearer products; the default cap is the highest price', () => {
    expect(highestPrice(products)).toBe(1500);
    expect(titles(applyListingQuery(products, { ...DEFAULT_QUERY, max: 600 }))).toEqual([
      'Assam Gold',
      'Wild Forest Honey',
      'Masala Chai',
    ]);
  });
  test('the five sorts', () => {
    const sorted = (sort: typeof DEFAULT_QUERY.sort) => titles(applyListingQuery(products, { ...DEFAULT_QUERY, sort }));
    expect(sorted('recommended')).toEqual(titles(products));
    expect(sorted('price-low')[0]).toBe('Masala Chai');
    expect(sorted('price-high')[0]).toBe('Kashmiri Saffron');
    expect(sorted('rating').slice(0, 3)).toEqual(['Darjeeling First Flush', 'Wild Forest Honey', 'Masala Chai']);
    expect(sorted('newest')[0]).toBe('Masala Chai');
  });
  test('groups by parent category in first-seen order', () => {
    expect(groupByParent(products).map((g) => [g.title, g.products.length])).toEqual([
      ['Tea', 3],
      ['Honey', 1],
      ['Spices', 1],
    ]);
  });
  test('a search shows only its matches, in the search’s order, and the filters still apply', () => {
    const ids = (...names: string[]) => names.map((n) => products.find((p) => p.title === n)!.id);
    const matches = ids('Masala Chai', 'Kashmiri Saffron', 'Assam Gold');
    const search = { ...DEFAULT_QUERY, q: 'chai' };
    expect(titles(applyListingQuery(products, search, matches))).toEqual([
      'Masala Chai',
      'Kashmiri Saffron',
      'Assam Gold',
    ]);
    expect(titles(applyListingQuery(products, { ...search, category: 'tea' }, matches))).toEqual([
      'Masala Chai',
      'Assam Gold',
    ]);
    expect(titles(applyListingQuery(products, { ...search, sort: 'price-high' }, matches))[0]).toBe('Kashmiri Saffron');
    expect(applyListingQuery(products, search, [])).toEqual([]);
    expect(listingTitle(tree, search, titleWords())).toBe('Results for “chai”');
    expect(listingTitle(tree, search, titleWords('hi'))).toBe('“chai” के नतीजे');
  });
  test("the title is the selected category, else 'Products'", () => {
    expect(listingTitle(tree, DEFAULT_QUERY, titleWords())).toBe('Products');
    expect(listingTitle(tree, DEFAULT_QUERY, titleWords('hi'))).toBe('प्रोडक्ट');
    expect(listingTitle(tree, { ...DEFAULT_QUERY, category: 'tea', sub: 'green-tea' }, titleWords())).toBe('Green Tea');
  });
});

/** 30 teas then 30 honeys: more than one page in either group. */
const many = [
  ...Array.from({ length: 30 }, (_, i) => make(100 + i, `Tea ${i + 1}`, 100 + i, 'Black Tea', 'Tea')),
  ...Array.from({ length: 30 }, (_, i) => make(200 + i, `Honey ${i + 1}`, 500 + i, 'Raw Honey', 'Honey')),
];

describe('the rows handed to the browser', () => {
  test('leave out category names the tree gives, and come back whole', () => {
    const stray = make(9, 'Rose Petal Jam', 350, 'Preserves', 'Pantry');
    const rows = toListingRows([...products, stray], tree);
    expect(rows[0]).not.toHaveProperty('categoryName');
    expect(rows[0]).not.toHaveProperty('parentCategory');
    // A category the tree does not know keeps its names.
    expect(rows[5]).toMatchObject({ categoryName: 'Preserves', parentCategory: { name: 'Pantry', slug: 'pantry' } });
    expect(fromListingRows(rows, tree)).toEqual([...products, stray]);
  });
});

describe('category names in the page’s language', () => {
  test('the tree names a product’s category and its parent; a category it does not know keeps the product’s', () => {
    const hindiTree: CategoryDto[] = [
      { ...tree[0], title: 'चाय', subCategories: [{ ...tree[0].subCategories[0], title: 'ब्लैक टी' }] },
    ];
    const [assam, honey] = withTreeNames([products[0], products[2]], hindiTree);
    expect(assam).toMatchObject({ categoryName: 'ब्लैक टी', parentCategory: { name: 'चाय', slug: 'tea' } });
    expect(honey).toEqual(products[2]);
  });
});

describe('paging', () => {
  test('the first page is PAGE_SIZE cards; the rest are counted as remaining', () => {
    const { sections, remaining } = pageListing(many, false, 1);
    expect(PAGE_SIZE).toBe(12);
    expect(sections).toHaveLength(1);
    expect(titles(sections[0].products)).toEqual(titles(many.slice(0, 12)));
    expect(sections[0].total).toBe(60);
    expect(remaining).toBe(48);
  });
  test('each further page adds the next cards below; the last page shows them all', () => {
    expect(titles(pageListing(many, false, 2).sections[0].products)).toEqual(titles(many.slice(0, 24)));
    expect(pageListing(many, false, 2).remaining).toBe(36);
    expect(pageListing(many, false, 5)).toEqual({
      sections: [{ key: 'all', title: null, total: 60, products: many }],
      remaining: 0,
    });
  });
  test('grouped, a group shows once it has a visible card and its heading keeps the full count', () => {
    const first = pageListing(many, true, 1);
    expect(first.sections.map((s) => [s.title, s.products.length, s.total])).toEqual([['Tea', 12, 30]]);
    const third = pageListing(many, true, 3);
    expect(third.sections.map((s) => [s.title, s.products.length, s.total])).toEqual([
      ['Tea', 30, 30],
      ['Honey', 6, 30],
    ]);
    expect(third.remaining).toBe(24);
  });
  test('a short view fits on one page with nothing remaining', () => {
    expect(pageListing(products, true, 1).remaining).toBe(0);
    expect(pageListing([], false, 1)).toEqual({
      sections: [{ key: 'all', title: null, total: 0, products: [] }],
      remaining: 0,
    });
  });
});

describe('FilteredListing', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    replace.mockReset();
  });
  afterEach(() => jest.useRealTimers());
  /** Opens the listing at /products?{query}. */
  const view = (query = '') => {
    search = new URLSearchParams(query);
    return renderWithProviders(<FilteredListing products={products} categories={tree} siteName="Shop" />);
  };
  const cardTitles = () => screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

  test('groups under category headings when the filter is All, with the count in the title', () => {
    view();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Products (5 items)');
    expect(screen.getByRole('heading', { level: 2, name: /^Tea/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /^Honey/ })).toBeInTheDocument();
  });

  test('sorting reorders the cards and writes the sort into the URL', () => {
    view('category=tea');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort products' }), { target: { value: 'price-high' } });
    expect(cardTitles()).toEqual(['Darjeeling First Flush', 'Assam Gold', 'Masala Chai']);
    act(() => jest.advanceTimersByTime(500));
    expect(replace).toHaveBeenCalledWith('/products?category=tea&sort=price-high', { scroll: false });
  });

  test('choosing a category in the sidebar filters without category headings', () => {
    view();
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(sidebar).getByRole('radio', { name: 'Honey' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Honey (1 item)');
    expect(cardTitles()).toEqual(['Wild Forest Honey']);
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });

  test("'Show more' adds the next page and moves focus to its first card; a new filter starts again at the first page", () => {
    search = new URLSearchParams('');
    renderWithProviders(<FilteredListing products={many} categories={tree} siteName="Shop" />);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Products (60 items)');
    expect(screen.getByRole('heading', { level: 2, name: /^Tea/ })).toHaveTextContent('Tea30 items');
    expect(screen.queryByRole('heading', { level: 2, name: /^Honey/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show more products (48 left)' }));
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(document.activeElement).toHaveTextContent('Tea 13');
    fireEvent.click(screen.getByRole('button', { name: 'Show more products (36 left)' }));
    expect(screen.getAllByRole('article')).toHaveLength(36);
    expect(screen.getByRole('heading', { level: 2, name: /^Honey/ })).toHaveTextContent('Honey30 items');
    expect(document.activeElement).toHaveTextContent('Tea 25');

    fireEvent.click(screen.getByRole('button', { name: 'Show more products (24 left)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show more products (12 left)' }));
    expect(screen.getAllByRole('article')).toHaveLength(60);
    expect(screen.queryByRole('button', { name: /^Show more products/ })).toBeNull();

    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    fireEvent.click(within(sidebar).getByRole('radio', { name: 'Honey' }));
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Show more products (18 left)' })).toBeInTheDocument();
    // Back to All: that view starts again at its first page too.
    fireEvent.click(within(sidebar).getByRole('radio', { name: 'All products' }));
    expect(screen.getAllByRole('article')).toHaveLength(12);
  });

  test("an empty result says 'No products found' and how to recover", () => {
    view('max=100');
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or come back later')).toBeInTheDocument();
  });

  test('the price slider can reach the most expensive product, whatever its price', () => {
    // ₹2,199 is not a multiple of the slider's step: the thumb's last stop must still include it.
    const dear = [...products, make(6, 'Royal Saffron Box', 2199, 'Saffron', 'Spices')];
    search = new URLSearchParams('');
    renderWithProviders(<FilteredListing products={dear} categories={tree} siteName="Shop" />);
    const slider = screen
      .getByRole('complementary', { name: 'Filters' })
      .querySelector('input[type="range"]') as HTMLInputElement;
    const min = Number(slider.min);
    const step = Number(slider.step);
    const lastStop = min + Math.floor((Number(slider.max) - min) / step) * step;
    expect(lastStop).toBeGreaterThanOrEqual(2199);
    fireEvent.change(slider, { target: { value: String(lastStop) } });
    expect(cardTitles()).toContain('Royal Saffron Box');
  });
});

describe('FilteredListing in Hindi', () => {
  test('the heading, its count, the sorts, the empty state and the card buttons are in Hindi', () => {
    search = new URLSearchParams('');
    renderWithProviders(<FilteredListing products={products} categories={tree} siteName="Shop" />, 'hi');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('प्रोडक्ट (5 आइटम)');
    const sort = screen.getByRole('combobox', { name: 'प्रोडक्ट क्रम से लगाएँ' });
    expect(within(sort).getByRole('option', { name: 'दाम: कम से ज़्यादा' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'फ़िल्टर' });
    fireEvent.click(within(sidebar).getByRole('radio', { name: 'Honey' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Honey (1 आइटम)');
    expect(screen.getByRole('button', { name: 'अभी ख़रीदें: Wild Forest Honey' })).toBeEnabled();
    expect(within(sidebar).getByRole('radio', { name: 'सभी Honey' })).toBeChecked();
  });

  test('an empty result says so in Hindi', () => {
    search = new URLSearchParams('max=100');
    renderWithProviders(<FilteredListing products={products} categories={tree} siteName="Shop" />, 'hi');
    expect(screen.getByText('कोई प्रोडक्ट नहीं मिला')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी प्रोडक्ट देखें' })).toBeInTheDocument();
  });
});
