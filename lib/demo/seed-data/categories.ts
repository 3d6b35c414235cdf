import type { SeedCategory } from './types';

const img = (slug: string) => `/images/categories/${slug}.webp`;
const leaf = (slug: string, title: string): SeedCategory => ({ slug, title, imageUrl: img(slug) });

/** Three roots, each with the leaf categories products live in. Order here is menu order. */
export const categories: SeedCategory[] = [
  {
    slug: 'tea',
    title: 'Tea',
    imageUrl: img('tea'),
    children: [
      leaf('green-tea', 'Green Tea'),
      leaf('black-tea', 'Black Tea'),
      leaf('oolong-tea', 'Oolong Tea'),
      leaf('white-tea', 'White Tea'),
      leaf('herbal-tea', 'Herbal Tea'),
      leaf('masala-chai', 'Masala Chai'),
    ],
  },
  {
    slug: 'honey',
    title: 'Honey',
    imageUrl: img('honey'),
    children: [
      leaf('raw-honey', 'Raw Honey'),
      leaf('forest-honey', 'Forest Honey'),
      leaf('flavoured-honey', 'Flavoured Honey'),
      leaf('honey-comb', 'Honey Comb'),
    ],
  },
  {
    slug: 'spices',
    title: 'Spices',
    imageUrl: img('spices'),
    children: [
      leaf('whole-spices', 'Whole Spices'),
      leaf('ground-spices', 'Ground Spices'),
      leaf('spice-blends', 'Spice Blends'),
    ],
  },
];
