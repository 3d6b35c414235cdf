/** What each product looks like: the palette and materials its pictures are drawn from. */
import { products } from '../../lib/demo/seed-data';
import type { SeedProduct } from '../../lib/demo/seed-data/types';
import { honeyArt, spiceArt, teaArt } from './art-kinds';
import type { Art, Family } from './art-types';
import { rngFor } from './rng';

const ACCENTS = [
  '#1a4a36',
  '#225c43',
  '#8b3318',
  '#a86d0c',
  '#3b3f7a',
  '#5c2a4a',
  '#1f5e63',
  '#6b4a1f',
  '#2d5a27',
  '#7a2e2e',
];
const TINTS = ['#f7f2e7', '#eef6f1', '#fdf6e6', '#fcefe9', '#f1ede4', '#eef1ec', '#f6eee6'];

export function artFor(p: SeedProduct): Art {
  const rng = rngFor(`art:${p.slug}`);
  const family: Family = p.hsnCode.startsWith('0409')
    ? 'honey'
    : ['green-tea', 'black-tea', 'oolong-tea', 'white-tea', 'herbal-tea', 'masala-chai'].includes(p.categorySlug)
      ? 'tea'
      : 'spice';
  const base: Art = {
    family,
    title: p.title,
    size: p.packs[0].label === 'Standard' ? '' : p.packs[0].label,
    accent: rng.pick(ACCENTS),
    tint: rng.pick(TINTS),
    leaf: '#5f8f3a',
    leafStyle: 'open',
    liquor: '#c98a2a',
    milky: false,
    honey: '#d9961f',
    opaque: false,
    comb: false,
    item: null,
    powder: null,
    extras: [],
  };
  const specific = family === 'tea' ? teaArt(p) : family === 'honey' ? honeyArt(p) : spiceArt(p);
  return { ...base, ...specific, comb: specific.comb ?? p.categorySlug === 'honey-comb' };
}

/** The seed product with this slug, or `fallback` (the first product) if there is none. */
export function productNamed(slug: string, fallback: SeedProduct = products[0]): SeedProduct {
  return products.find((p) => p.slug === slug) ?? fallback;
}

/** The look of the seed product with this slug. */
export const artOf = (slug: string, fallback?: SeedProduct) => artFor(productNamed(slug, fallback));
