/** Category tiles: a root shows a mix of its children, a leaf one of its products. */
import { categories, products } from '../../lib/demo/seed-data';
import type { SeedCategory } from '../../lib/demo/seed-data/types';
import { artFor } from './art';
import type { Art, Bit } from './art-types';
import { scatterTea } from './bits';
import { spiceBowl } from './bowls';
import { darken } from './colour';
import { cupTop } from './cups';
import { combWall } from './honey';
import { honeyJar } from './packaging';
import { flatLay, W } from './product-shots';
import { writeImage } from './render';
import { rngFor } from './rng';
import { baseDefs } from './scene';
import { backdrop, svgDoc } from './svg';

function flatCategories(tree: SeedCategory[]): SeedCategory[] {
  return tree.flatMap((c) => [c, ...flatCategories(c.children ?? [])]);
}

const tintFor = (slug: string) => (slug.endsWith('tea') ? '#eef6f1' : slug.includes('honey') ? '#fdf6e6' : '#fcefe9');

/** The three root tiles: tea leaves and a cup, a comb and a jar, bowls of spice. */
function rootCategoryArt(slug: string, art: Art) {
  const rng = rngFor(`root:${slug}`);
  let body = backdrop(W, W, 'url(#top)');
  if (slug === 'tea') {
    const green = { ...art, leaf: '#5f8f3a', leafStyle: 'open' as const, liquor: '#d8c55a' };
    const black = { ...art, leaf: '#3b2618', leafStyle: 'rolled' as const, liquor: '#9c3d12' };
    body += scatterTea(40, [0, 0, 800, 800], 90, green, rng);
    body += cupTop(420, 420, 150, black);
  } else if (slug === 'honey') {
    body = combWall(W, darken(art.honey, 0.3), '#e0a22a', rng);
    body += honeyJar(
      400,
      720,
      300,
      420,
      { ...art, honey: '#d9961f', comb: false, title: 'Raw Honey', size: '' },
      false,
    );
  } else {
    const spots: [number, number, string, Bit | null][] = [
      [250, 250, '#e8a013', null],
      [550, 250, '#7aa548', 'pod'],
      [250, 550, '#2b2320', 'pepper'],
      [550, 550, '#c5281c', null],
      [400, 400, '#a0582a', 'quill'],
    ];
    for (const [x, y, colour, item] of spots) {
      body += spiceBowl(x, y, 125, colour, item, { count: item === 'quill' ? 5 : 26, spread: 70, size: 45 }, art, rng);
    }
  }
  return svgDoc(W, W, baseDefs(art), body);
}

export async function makeCategories() {
  for (const c of flatCategories(categories)) {
    if (!c.imageUrl) continue;
    // A root shows a mix of its children; a leaf shows one of its products.
    const sample =
      products.find((p) => p.categorySlug === c.slug) ??
      products.find((p) => (c.children ?? []).some((k) => k.slug === p.categorySlug));
    if (!sample) continue;
    const art = { ...artFor(sample), tint: tintFor(c.slug) };
    const svg = c.children?.length ? rootCategoryArt(c.slug, art) : flatLay(art, rngFor(`cat:${c.slug}`));
    // drawn at the product size, shown at half of it
    await writeImage(c.imageUrl, svg.replace(`width="${W}" height="${W}"`, 'width="400" height="400"'));
  }
  console.log('categories: done');
}
