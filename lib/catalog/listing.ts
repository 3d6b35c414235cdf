/**
 * The product listing's filter and sort rules, pure so the page's
 * client leaf and the tests share them. The state lives in the URL (./listing-url.ts).
 */
import type { CategoryDto } from './categories';
import { mainImage } from './main-image';
import type { ProductDto } from './products';
import type { ListingQuery, SortKey } from './listing-url';
import { rupeesToPaise } from '../money';
import { ratingRankScore } from '../reviews/rank';
import { listingPack, priceRange, totalStock } from './variants';

/** The sorts in menu order; `key` names each one's words in the Listing messages (sort.*). */
export const SORT_OPTIONS = [
  { value: 'recommended', key: 'recommended' },
  { value: 'price-low', key: 'priceLow' },
  { value: 'price-high', key: 'priceHigh' },
  { value: 'rating', key: 'rating' },
  { value: 'newest', key: 'newest' },
] as const satisfies readonly { value: SortKey; key: string }[];

const SORT_KEYS = new Set<string>(SORT_OPTIONS.map((o) => o.value));
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type ParamSource = Pick<URLSearchParams, 'get'>;

export function parseListingQuery(params: ParamSource): ListingQuery {
  const category = params.get('category')?.trim().toLowerCase() ?? '';
  const sub = params.get('sub')?.trim().toLowerCase() ?? '';
  const max = Number(params.get('max'));
  const sort = params.get('sort') ?? '';
  const q = (params.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, 100);
  return {
    q: q || null,
    category: SLUG.test(category) ? category : 'all',
    sub: SLUG.test(sub) && sub !== 'all' ? sub : null,
    max: Number.isFinite(max) && max > 0 ? max : null,
    sort: SORT_KEYS.has(sort) ? (sort as SortKey) : 'recommended',
  };
}

/** What a listing card needs: small enough to hand to the browser. */
export type ListingProduct = Pick<
  ProductDto,
  | 'id'
  | 'slug'
  | 'title'
  | 'categoryName'
  | 'categorySlug'
  | 'parentCategory'
  | 'sellingPrice'
  | 'productPrice'
  | 'rating'
  | 'ratingCount'
  | 'createdAt'
> & {
  image: string | null;
  /** all packs together: a product is in stock when any pack is */
  stock: number;
  /** the main picture's alt text, when the seller wrote one */ imageAlt?: string;
  /** how many packs, sent only when more than one (a card then never adds one silently) */
  packs?: number;
  /** the packs differ in price: the card says "from ₹X" */
  priceFrom?: true;
};

/** The card's price is the cheapest pack in stock (design §10); the pack count and "from" only when they say something. */
function packFacts(
  p: ProductDto,
): Pick<ListingProduct, 'sellingPrice' | 'productPrice' | 'stock' | 'packs' | 'priceFrom'> {
  const packs = p.variants.map((v) => ({ ...v, pricePaise: rupeesToPaise(v.sellingPrice) }));
  const pack = listingPack(packs);
  const range = priceRange(packs);
  return {
    sellingPrice: pack?.sellingPrice ?? p.sellingPrice,
    productPrice: pack?.productPrice ?? p.productPrice,
    stock: totalStock(packs),
    ...(packs.length > 1 ? { packs: packs.length } : {}),
    ...(range.minPaise !== range.maxPaise ? { priceFrom: true as const } : {}),
  };
}

/** Sent only when written, so cards without one cost no bytes in the cached page. */
function mainAlt(p: ProductDto): { imageAlt?: string } {
  const url = mainImage(p.images);
  const alt = p.images.find((i) => i.imageUrl === url)?.alt;
  return alt ? { imageAlt: alt } : {};
}

export function toListingProduct(p: ProductDto): ListingProduct {
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    categoryName: p.categoryName,
    categorySlug: p.categorySlug,
    parentCategory: p.parentCategory,
    rating: p.rating,
    ratingCount: p.ratingCount,
    image: mainImage(p.images),
    ...mainAlt(p),
    ...packFacts(p),
    createdAt: p.createdAt,
  };
}

/**
 * A listing product as the page hands it to the browser: its category's name and parent are left
 * out when the category tree sent beside it says the same (about 80 bytes a product in the
 * cached page's payload); a product whose category the tree lacks keeps them.
 */
export type ListingRow = Omit<ListingProduct, 'categoryName' | 'parentCategory'> &
  Partial<Pick<ListingProduct, 'categoryName' | 'parentCategory'>>;

type CategoryNames = Map<string, Pick<ListingProduct, 'categoryName' | 'parentCategory'>>;

function categoryNames(
  tree: CategoryDto[],
  parent: ListingProduct['parentCategory'] = null,
  into: CategoryNames = new Map(),
) {
  for (const c of tree) {
    into.set(c.slug, { categoryName: c.title, parentCategory: parent });
    categoryNames(c.subCategories, { name: c.title, slug: c.slug }, into);
  }
  return into;
}

type CategoryNamed = Pick<ListingProduct, 'categorySlug' | 'categoryName' | 'parentCategory'>;

/**
 * Products with their category's names as the tree gives them: on a Hindi page the tree is in Hindi
 * while a product's parent category carries no translation of its own, so the tree names both.
 * A category the tree does not know keeps the product's names.
 */
export function withTreeNames<T extends CategoryNamed>(products: readonly T[], tree: CategoryDto[]): T[] {
  const names = categoryNames(tree);
  return products.map((p) => {
    const known = names.get(p.categorySlug);
    return known ? { ...p, ...known } : p;
  });
}

export function toListingRows(products: ListingProduct[], tree: CategoryDto[]): ListingRow[] {
  const names = categoryNames(tree);
  return products.map(({ categoryName, parentCategory, ...row }) => {
    const known = names.get(row.categorySlug);
    const same =
      known?.categoryName === categoryName &&
      known.parentCategory?.slug === parentCategory?.slug &&
      known.parentCategory?.name === parentCategory?.name;
    return same ? row : { ...row, categoryName, parentCategory };
  });
}

export function fromListingRows(rows: ListingRow[], tree: CategoryDto[]): ListingProduct[] {
  const names = categoryNames(tree);
  return rows.map((row) => {
    const known = names.get(row.categorySlug);
    return {
      ...row,
      categoryName: row.categoryName ?? known?.categoryName ?? '',
      parentCategory: row.parentCategory !== undefined ? row.parentCategory : (known?.parentCategory ?? null),
    };
  });
}

/** The price cap's upper end: the highest selling price, rounded up to whole rupees. */
export function highestPrice(products: Pick<ListingProduct, 'sellingPrice'>[]): number {
  return Math.ceil(products.reduce((max, p) => Math.max(max, p.sellingPrice), 0));
}

function inCategory(p: ListingProduct, slug: string) {
  return p.categorySlug === slug || p.parentCategory?.slug === slug;
}

/**
 * `matches` are the search's product ids, best first (null = no search): a search shows only those,
 * and its 'recommended' order is the search's ranking.
 */
export function filterProducts(
  products: ListingProduct[],
  query: ListingQuery,
  matches: readonly number[] | null = null,
): ListingProduct[] {
  const found = matches ? new Set(matches) : null;
  const kept = products.filter(
    (p) =>
      (!found || found.has(p.id)) &&
      (query.category === 'all' || inCategory(p, query.category)) &&
      (query.category === 'all' || !query.sub || p.categorySlug === query.sub) &&
      (query.max === null || p.sellingPrice <= query.max),
  );
  if (!matches) return kept;
  const rank = new Map(matches.map((id, i) => [id, i]));
  return kept.sort((a, b) => rank.get(a.id)! - rank.get(b.id)!);
}

const bySort: Record<Exclude<SortKey, 'recommended'>, (a: ListingProduct, b: ListingProduct) => number> = {
  'price-low': (a, b) => a.sellingPrice - b.sellingPrice,
  'price-high': (a, b) => b.sellingPrice - a.sellingPrice,
  // Top Rated weighs the count (docs/decisions.md): one 5-star review does not outrank 200 at 4.8.
  rating: (a, b) =>
    ratingRankScore(b.rating, b.ratingCount) - ratingRankScore(a.rating, a.ratingCount) ||
    b.ratingCount - a.ratingCount,
  // Newest listed first; ids break ties (they grow with creation too).
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
};

/** 'recommended' keeps the server's order; the others are stable sorts of a copy. */
export function sortProducts(products: ListingProduct[], sort: SortKey): ListingProduct[] {
  return sort === 'recommended' ? [...products] : [...products].sort(bySort[sort]);
}

export function applyListingQuery(
  products: ListingProduct[],
  query: ListingQuery,
  matches: readonly number[] | null = null,
): ListingProduct[] {
  return sortProducts(filterProducts(products, query, matches), query.sort);
}

export type ProductGroup = { key: string; title: string; products: ListingProduct[] };

/** Groups by parent category (a root category's own products under its name), in first-seen order. */
export function groupByParent(products: ListingProduct[]): ProductGroup[] {
  const groups = new Map<string, ProductGroup>();
  for (const p of products) {
    const key = p.parentCategory?.slug ?? p.categorySlug;
    const title = p.parentCategory?.name ?? p.categoryName;
    const group = groups.get(key) ?? { key, title, products: [] };
    group.products.push(p);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Cards shown at first and added by each 'Show more': the page stays light with a large catalogue. Twelve fill
 * whole rows at two, three and four columns; 24 cost a budget phone twice the layout and hydration for cards below
 * its first two screens (docs/decisions.md, "Budget phones").
 */
export const PAGE_SIZE = 12;

/** A block of the listing: a parent category's group (title, full count) or, when filtered, the one untitled list. */
export type ListingSection = { key: string; title: string | null; total: number; products: ListingProduct[] };

/**
 * What is on screen after `pages` pages: the first pages × PAGE_SIZE cards in display order
 * (grouped by parent category when `grouped`), so 'Show more' always adds cards below. A group
 * appears once it has a visible card and its heading keeps the group's full count.
 */
export function pageListing(
  shown: ListingProduct[],
  grouped: boolean,
  pages: number,
): { sections: ListingSection[]; remaining: number } {
  const blocks = grouped ? groupByParent(shown) : [{ key: 'all', title: null, products: shown }];
  let room = Math.max(1, Math.floor(pages)) * PAGE_SIZE;
  const sections: ListingSection[] = [];
  for (const block of blocks) {
    if (room <= 0) break;
    const products = block.products.slice(0, room);
    room -= products.length;
    sections.push({ key: block.key, title: block.title, total: block.products.length, products });
  }
  const visible = sections.reduce((n, s) => n + s.products.length, 0);
  return { sections, remaining: shown.length - visible };
}

/** Finds a category anywhere in the tree. */
export function findCategory(tree: CategoryDto[], slug: string): CategoryDto | null {
  for (const c of tree) {
    if (c.slug === slug) return c;
    const inner = findCategory(c.subCategories, slug);
    if (inner) return inner;
  }
  return null;
}

/** The heading's fixed words in the page's language (the Listing messages): kept out of this pure module. */
export type ListingTitleWords = { products: string; resultsFor: (query: string) => string };

/** The heading: the selected sub-category or category (the tree comes in the page's language), else 'Products'. */
export function listingTitle(tree: CategoryDto[], query: ListingQuery, words: ListingTitleWords): string {
  if (query.q) return words.resultsFor(query.q);
  if (query.category === 'all') return words.products;
  const sub = query.sub ? findCategory(tree, query.sub) : null;
  return sub?.title ?? findCategory(tree, query.category)?.title ?? words.products;
}
