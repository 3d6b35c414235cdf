/**
 * The demo store's Hindi content (lib/demo/seed-data/hi/, issue 36) against its English source:
 * every Hindi entry names something that exists in English, every category has a Hindi title, there
 * are enough products and posts (design §15: at least 20 products and 3 posts), the HTML keeps the
 * English structure tag for tag, and no value is blank (a blank would show instead of the English
 * fallback).
 */
import teaJson from '@/lib/demo/seed-data/products-tea.json';
import honeyJson from '@/lib/demo/seed-data/products-honey.json';
import spiceJson from '@/lib/demo/seed-data/products-spices.json';
import { categories } from '@/lib/demo/seed-data/categories';
import { blogPosts } from '@/lib/demo/seed-data/blog';
import { pages } from '@/lib/demo/seed-data/pages';
import { banners } from '@/lib/demo/seed-data/banners';
import type { SeedCategory } from '@/lib/demo/seed-data/types';
import hiCategories from '@/lib/demo/seed-data/hi/categories.json';
import hiProducts from '@/lib/demo/seed-data/hi/products.json';
import hiPosts from '@/lib/demo/seed-data/hi/posts.json';
import hiPages from '@/lib/demo/seed-data/hi/pages.json';
import hiBanners from '@/lib/demo/seed-data/hi/banners.json';

type EnProduct = {
  slug: string;
  title: string;
  packs: { size: string | null }[];
  description: string;
  ingredients?: string;
  howToUse?: string;
  storage?: string;
  origin?: string;
  nutrition?: string;
};
/** The product's translatable text fields besides the title (the metadata tabs). */
const TEXT_FIELDS = ['description', 'ingredients', 'howToUse', 'storage', 'origin', 'nutrition'] as const;

type HiProduct = Partial<Record<(typeof TEXT_FIELDS)[number], string>> & {
  title: string;
  packs?: Record<string, string>;
};

const enProducts = new Map<string, EnProduct>(
  ([...teaJson, ...honeyJson, ...spiceJson] as unknown as EnProduct[]).map((p) => [p.slug, p]),
);
const products = hiProducts as unknown as Record<string, HiProduct>;

const flatten = (list: SeedCategory[]): SeedCategory[] => list.flatMap((c) => [c, ...flatten(c.children ?? [])]);

/** The sequence of opening and closing tag names: `<p>a <a href="/x">b</a></p>` → "p a /a /p". */
const tagSequence = (html: string) =>
  [...html.matchAll(/<(\/?)([a-z][a-z0-9]*)\b/gi)].map((m) => m[1] + m[2].toLowerCase()).join(' ');

/** Every link target, in order: a Hindi page links where the English one does. */
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

const DEVANAGARI = /[\u0900-\u097F]/;

/** Paths to every string in a value that is blank, or that is not a string where one is expected. */
function blanks(value: unknown, path: string): string[] {
  if (typeof value === 'string') return value.trim() ? [] : [path];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => blanks(v, `${path}.${k}`));
  return [path];
}

test('no value in any Hindi file is blank', () => {
  const files = { hiCategories, hiProducts, hiPosts, hiPages, hiBanners };
  expect(Object.entries(files).flatMap(([name, data]) => blanks(data, name))).toEqual([]);
});

describe('categories', () => {
  const all = flatten(categories);

  test('every category, root and leaf, has a Hindi title in Devanagari', () => {
    const missing = all.filter((c) => !DEVANAGARI.test((hiCategories as Record<string, string>)[c.slug] ?? ''));
    expect(missing.map((c) => c.slug)).toEqual([]);
  });

  test('every Hindi category is an English category', () => {
    const slugs = new Set(all.map((c) => c.slug));
    expect(Object.keys(hiCategories).filter((s) => !slugs.has(s))).toEqual([]);
  });
});

describe('products', () => {
  const entries = Object.entries(products);

  test('at least 20 products, each an English product, spread over tea, honey and spices', () => {
    expect(entries.length).toBeGreaterThanOrEqual(20);
    expect(entries.map(([slug]) => slug).filter((s) => !enProducts.has(s))).toEqual([]);
    for (const source of [teaJson, honeyJson, spiceJson] as unknown as EnProduct[][])
      expect(source.filter((p) => p.slug in products).length).toBeGreaterThan(0);
  });

  test('a translated product translates its title and every text field the English has, and no other', () => {
    for (const [slug, hi] of entries) {
      const en = enProducts.get(slug)!;
      expect([slug, DEVANAGARI.test(hi.title)]).toEqual([slug, true]);
      const enFields = TEXT_FIELDS.filter((f) => en[f]);
      const hiFields = TEXT_FIELDS.filter((f) => hi[f] !== undefined);
      expect([slug, hiFields]).toEqual([slug, enFields]);
      const extra = Object.keys(hi).filter(
        (k) => k !== 'title' && k !== 'packs' && !(TEXT_FIELDS as readonly string[]).includes(k),
      );
      expect([slug, extra]).toEqual([slug, []]);
    }
  });

  test('every description (and HTML tab) keeps the English tag sequence and links', () => {
    for (const [slug, hi] of entries) {
      const en = enProducts.get(slug)!;
      for (const f of TEXT_FIELDS) {
        if (!en[f] || hi[f] === undefined) continue;
        expect([slug, f, tagSequence(hi[f]!)]).toEqual([slug, f, tagSequence(en[f]!)]);
        expect([slug, f, hrefs(hi[f]!)]).toEqual([slug, f, hrefs(en[f]!)]);
      }
    }
  });

  test('pack labels are keyed by exactly the English sizes (none for a product without a size)', () => {
    for (const [slug, hi] of entries) {
      const sizes = enProducts
        .get(slug)!
        .packs.map((p) => p.size)
        .filter((s): s is string => s !== null);
      expect([slug, Object.keys(hi.packs ?? {}).sort()]).toEqual([slug, [...sizes].sort()]);
    }
  });
});

describe('blog posts', () => {
  const enPosts = new Map(blogPosts.map((p) => [p.slug, p]));
  const posts = hiPosts as Record<string, { title: string; excerpt: string; content: string }>;

  test('at least 3 posts, each an English post, with title, excerpt and content', () => {
    expect(Object.keys(posts).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(posts).filter((s) => !enPosts.has(s))).toEqual([]);
    for (const [slug, hi] of Object.entries(posts))
      expect([slug, Object.keys(hi).sort(), DEVANAGARI.test(hi.title)]).toEqual([
        slug,
        ['content', 'excerpt', 'title'],
        true,
      ]);
  });

  test('every post keeps the English tag sequence and links', () => {
    for (const [slug, hi] of Object.entries(posts)) {
      const en = enPosts.get(slug);
      if (!en) continue; // reported by the test above
      expect([slug, tagSequence(hi.content)]).toEqual([slug, tagSequence(en.content)]);
      expect([slug, hrefs(hi.content)]).toEqual([slug, hrefs(en.content)]);
    }
  });
});

describe('content pages', () => {
  const enPages = new Map(pages.map((p) => [p.slug, p]));
  const hiPageMap = hiPages as Record<string, { title: string; content: string }>;

  test('every Hindi page is an English page and keeps its tag sequence and links', () => {
    for (const [slug, hi] of Object.entries(hiPageMap)) {
      const en = enPages.get(slug);
      expect([slug, en !== undefined, DEVANAGARI.test(hi.title)]).toEqual([slug, true, true]);
      if (!en) continue;
      expect([slug, tagSequence(hi.content)]).toEqual([slug, tagSequence(en.content)]);
      expect([slug, hrefs(hi.content)]).toEqual([slug, hrefs(en.content)]);
    }
  });
});

describe('banners', () => {
  const byTitle = new Map(banners.map((b) => [b.title, b]));
  const hiBannerMap = hiBanners as Record<string, Record<string, string>>;

  test('every Hindi banner is keyed by an English banner title and translates exactly its texts', () => {
    for (const [title, hi] of Object.entries(hiBannerMap)) {
      const en = byTitle.get(title);
      expect([title, en !== undefined]).toEqual([title, true]);
      const texts = (['title', 'subtitle', 'tag', 'actionButtonText', 'secondaryActionText'] as const).filter(
        (k) => en![k],
      );
      expect([title, Object.keys(hi).sort()]).toEqual([title, [...texts].sort()]);
    }
  });
});
