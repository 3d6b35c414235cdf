/** Small items scattered around the pictures: one function picks how each kind is drawn. */
import type { Art, Bit } from './art-types';
import { mix } from './colour';
import { honeycombCells } from './honey';
import { bud, flower, leafShape, lemonSlice, rolledLeaf, root, tulsiSprig } from './leaves';
import type { Rng } from './rng';
import {
  almond,
  blackPod,
  chilli,
  clove,
  gingerRoot,
  nutmeg,
  peppercorn,
  pod,
  quill,
  saffron,
  seed,
  star,
  turmericRoot,
  vanilla,
} from './spices';
import { at } from './svg';

/** One small item of the given kind, for scattering. */
export function bit(kind: Bit, x: number, y: number, s: number, rot: number, art: Art, rng: Rng): string {
  switch (kind) {
    case 'leaf':
      return leafShape(x, y, s * 0.9, rot, art.family === 'tea' ? mix(art.leaf, '#5f8f3a', 0.6) : '#5f8f3a');
    case 'tulsi':
      return tulsiSprig(x, y, s * 1.4, rot);
    case 'jasmine':
      return flower(x, y, s * 0.7, rot, 5, '#fdfdf6', '#f1d36a');
    case 'chamomile':
      return flower(x, y, s * 0.7, rot, 12, '#ffffff', '#f0b81a');
    case 'hibiscus':
      return flower(x, y, s * 0.9, rot, 5, '#b0122e', '#6a0a1a');
    case 'rose':
      return flower(x, y, s * 0.6, rot, 6, rng.pick(['#e36a8a', '#d94e74', '#f08aa4']), '#b83a5a');
    case 'bluepea':
      return flower(x, y, s * 0.7, rot, 5, '#2a3fb0', '#f2e6a0');
    case 'root':
      return root(x, y, s, rot);
    case 'lemon':
      return lemonSlice(x, y, s * 0.7, rot);
    case 'ginger':
      return gingerRoot(x, y, s * 0.8, rot);
    case 'pod':
      return pod(x, y, s * 0.55, rot, '#7aa548');
    case 'blackpod':
      return blackPod(x, y, s * 0.6, rot);
    case 'pepper':
      return peppercorn(x, y, s * 0.26, art.item === 'pepper' && art.powder ? art.powder : '#2b2320');
    case 'quill':
      return quill(x, y, s * 1.8, rot, '#a0582a');
    case 'clove':
      return clove(x, y, s * 0.45, rot);
    case 'star':
      return star(x, y, s * 0.6, rot);
    case 'chilli':
      return chilli(x, y, s * 1.6, rot, '#b3181b');
    case 'seed':
      return seed(x, y, s * 0.32, rot, art.item === 'seed' && art.powder ? art.powder : '#8a6b3c');
    case 'fennel':
      return seed(x, y, s * 0.32, rot, '#8aa04a');
    case 'saffron':
      return saffron(x, y, s * 0.9, rot);
    case 'nutmeg':
      return nutmeg(x, y, s * 0.6, rot);
    case 'vanilla':
      return vanilla(x, y, s * 3, rot);
    case 'bayleaf':
      return leafShape(x, y, s * 0.9, rot, '#7f8a45');
    case 'almond':
      return almond(x, y, s * 0.45, rot);
    case 'turmeric':
      return turmericRoot(x, y, s * 0.8, rot);
    case 'comb':
      return `<g ${at(x - s, y - s * 0.6, rot)}>${honeycombCells(0, 0, s * 0.28, 4, 3, art.honey, rng)}</g>`;
  }
}

/** Dry tea leaf, in the product's own style. */
export function teaBit(art: Art, x: number, y: number, s: number, rot: number, rng: Rng) {
  const shade = mix(art.leaf, rng.pick(['#000000', '#ffffff']), rng.range(0, 0.18));
  switch (art.leafStyle) {
    case 'open':
      return leafShape(x, y, s * 0.7, rot, shade);
    case 'rolled':
      return rolledLeaf(x, y, s * 0.6, rot, shade);
    case 'ctc':
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(s * rng.range(0.12, 0.2)).toFixed(1)}" fill="${shade}"/>`;
    case 'buds':
      return bud(x, y, s * 0.6, rot, shade);
    case 'flower':
      return bit(art.extras[0], x, y, s * 0.8, rot, art, rng);
    case 'golden':
      return rng.next() < 0.6
        ? bud(x, y, s * 0.55, rot, mix('#d7a545', shade, 0.3))
        : rolledLeaf(x, y, s * 0.55, rot, '#3b2618');
  }
}

/** The product's own main material (leaf, spice or honeycomb), for close-ups. */
export function mainBit(art: Art, x: number, y: number, s: number, rot: number, rng: Rng) {
  if (art.family === 'tea') {
    if (art.extras.length && art.extras[0] !== 'leaf' && rng.next() < 0.22)
      return bit(rng.pick(art.extras), x, y, s, rot, art, rng);
    return teaBit(art, x, y, s, rot, rng);
  }
  if (art.item) return bit(art.item, x, y, s, rot, art, rng);
  return bit(rng.pick(extrasOr(art, 'seed')), x, y, s, rot, art, rng);
}

/** A rectangle to scatter into: [left, top, right, bottom]. */
export type Box = [number, number, number, number];

/** The art's extras, or just `fallback` when it has none. */
export const extrasOr = (art: Art, fallback: Bit): readonly Bit[] => (art.extras.length ? art.extras : [fallback]);

/** `count` drawings at random spots and angles inside `box`. */
export function scatter(count: number, box: Box, draw: (x: number, y: number, rot: number) => string, rng: Rng) {
  const [x0, y0, x1, y1] = box;
  return Array.from({ length: count }, () => draw(rng.range(x0, x1), rng.range(y0, y1), rng.range(0, 360))).join('');
}

/** `count` items of one kind. */
export function scatterOf(count: number, box: Box, kind: Bit, s: number, art: Art, rng: Rng) {
  return scatter(count, box, (x, y, rot) => bit(kind, x, y, s, rot, art, rng), rng);
}

/** `count` items, each of a kind picked at random from `kinds`. */
export function scatterAny(count: number, box: Box, kinds: readonly Bit[], s: number, art: Art, rng: Rng) {
  return scatter(count, box, (x, y, rot) => bit(rng.pick(kinds), x, y, s, rot, art, rng), rng);
}

/** `count` dry tea leaves in the art's own style. */
export function scatterTea(count: number, box: Box, s: number, art: Art, rng: Rng) {
  return scatter(count, box, (x, y, rot) => teaBit(art, x, y, s, rot, rng), rng);
}
