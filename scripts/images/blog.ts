/** Blog post covers: a small scene per post, drawn from one of the products it talks about. */
import { blogPosts, products } from '../../lib/demo/seed-data';
import type { SeedProduct } from '../../lib/demo/seed-data/types';
import { artFor, artOf, productNamed } from './art';
import type { Art } from './art-types';
import { extrasOr, scatterAny, scatterOf, scatterTea } from './bits';
import { filledBowl, spiceDabba } from './bowls';
import { cupSide, glassChai, kettle } from './cups';
import { dipper } from './honey';
import { honeyJar } from './packaging';
import { writeImage } from './render';
import { rngFor, type Rng } from './rng';
import { baseDefs, hills, sceneDefs, woodBoard } from './scene';
import { at, backdrop, svgDoc } from './svg';

type Scene = 'cup' | 'two-cups' | 'jar' | 'two-jars' | 'dabba' | 'mound' | 'crocus' | 'chai' | 'pot';

const BLOG_SCENES: Record<string, { product: string; scene: Scene }> = {
  'how-to-brew-the-perfect-cup-of-darjeeling': { product: 'darjeeling-first-flush', scene: 'cup' },
  'masala-chai-recipe-tapri-style': { product: 'classic-masala-chai-tea', scene: 'chai' },
  'first-flush-vs-second-flush': { product: 'darjeeling-second-flush-muscatel', scene: 'two-cups' },
  'green-tea-brewing-mistakes': { product: 'nilgiri-green-tea', scene: 'cup' },
  'how-to-tell-if-honey-is-pure': { product: 'raw-multiflora-honey', scene: 'jar' },
  'why-raw-honey-crystallises': { product: 'mustard-blossom-honey', scene: 'two-jars' },
  'storing-spices-so-they-last': { product: 'garam-masala', scene: 'dabba' },
  'lakadong-turmeric-story': { product: 'lakadong-turmeric-powder', scene: 'mound' },
  'saffron-buying-guide': { product: 'kashmiri-mongra-saffron', scene: 'crocus' },
  'kadha-recipes-for-the-monsoon': { product: 'ayurvedic-immunity-kadha', scene: 'pot' },
};

const w = 960;
const h = 720;
/** where the table top starts */
const floor = 500;

const surface = `<rect y="${floor}" width="${w}" height="${h - floor}" fill="url(#surface)"/>`;
/** A plain wall above the table. */
const room = backdrop(w, h, 'url(#bg)') + surface;
/** Sky and hills behind the table. */
const hillside = (top: number, horizon: number, colours: string[], rng: Rng) =>
  `${backdrop(w, h, 'url(#sky)')}${hills(w, top, horizon, colours, rng)}${surface}`;
/** The product's extras (or leaves) scattered over the table. */
const scatterExtras = (n: number, art: Art, rng: Rng) =>
  scatterAny(n, [60, floor + 60, w - 60, h - 40], extrasOr(art, 'leaf'), 60, art, rng);

const SCENES: Record<Scene, (art: Art, p: SeedProduct, rng: Rng) => string> = {
  cup: (art, _p, rng) => {
    let body = hillside(floor + 40, 200, ['#9fb8c6', '#7fa39a', '#5f8f6a'], rng);
    body += cupSide(w * 0.55, floor + 130, 300, art) + scatterTea(10, [80, floor + 60, 300, h - 40], 60, art, rng);
    return svgDoc(w, h, sceneDefs(art, ['#d9ebf0', '#f6f1de']), body);
  },
  'two-cups': (art, p, rng) => {
    const first = artOf('darjeeling-first-flush', p);
    let body = room + cupSide(w * 0.32, floor + 120, 250, first) + cupSide(w * 0.7, floor + 120, 250, art);
    body += scatterTea(8, [w * 0.1, floor + 150, w * 0.45, h - 30], 55, first, rng);
    body += scatterTea(8, [w * 0.55, floor + 150, w * 0.9, h - 30], 55, art, rng);
    return svgDoc(w, h, baseDefs(art), body);
  },
  jar: (art) => {
    let body = room + honeyJar(w * 0.42, floor + 130, 280, 380, art);
    body += `<g ${at(w * 0.72, floor - 40, -30)}><circle r="90" fill="#ffffff" opacity="0.35" stroke="#3a3a3a" stroke-width="14"/><rect x="-12" y="88" width="24" height="150" rx="10" fill="#3a3a3a"/></g>`;
    body += `<g ${at(w * 0.82, floor + 120)}><path d="M-30 -120 L -30 -40 L -80 60 Q -85 80 -60 80 L 60 80 Q 85 80 80 60 L 30 -40 L 30 -120 Z" fill="#ffffff" opacity="0.6" stroke="#9aa6a0" stroke-width="5"/><path d="M-62 30 L 62 30 L 78 62 Q 80 76 60 76 L -60 76 Q -80 76 -78 62 Z" fill="${art.honey}" opacity="0.9"/></g>`;
    return svgDoc(w, h, baseDefs(art), body);
  },
  'two-jars': (art, _p, rng) => {
    // set honey in the jar, runny honey on the dipper
    const set = { ...art, opaque: true, title: 'Crystallised', size: '' };
    return svgDoc(
      w,
      h,
      baseDefs(set),
      room +
        honeyJar(w * 0.7, floor + 130, 230, 320, set) +
        dipper(w * 0.3, floor + 60, 300, -20, '#d9961f') +
        scatterExtras(4, art, rng),
    );
  },
  dabba: (art, _p, rng) => {
    const body = `${backdrop(w, h, 'url(#top)')}${woodBoard(80, 60, 800, 600, rng)}${spiceDabba(w / 2, h / 2, { tin: 250, rim: 232, ring: 145, cup: 70, well: 61 })}`;
    return svgDoc(w, h, baseDefs(art), body);
  },
  mound: (art, _p, rng) => {
    let body = hillside(floor + 60, 180, ['#7fa39a', '#4f7d53', '#2d5a27'], rng);
    body += filledBowl(w * 0.45, floor + 150, 380, '#8a5a30', art, rng);
    body += scatterOf(5, [w * 0.68, floor + 60, w - 60, h - 40], 'turmeric', 80, art, rng);
    return svgDoc(w, h, sceneDefs(art, ['#dfe9d8', '#f3ecd6']), body);
  },
  crocus: (art, _p, rng) => {
    let body = `${backdrop(w, h, 'url(#sky)')}<rect y="${floor - 40}" width="${w}" height="${h - floor + 40}" fill="#6b4a2a"/>`;
    body += Array.from({ length: 16 }, (_, i) => {
      const x = 60 + (i % 8) * 115 + rng.range(-20, 20);
      const y = (i < 8 ? floor + 10 : floor + 140) + rng.range(-15, 15);
      const petals = Array.from(
        { length: 6 },
        (_, k) =>
          `<ellipse cx="0" cy="-34" rx="14" ry="34" fill="${k % 2 ? '#8a5ab8' : '#a070d0'}" transform="rotate(${k * 60})"/>`,
      ).join('');
      return `<g ${at(x, y)}><path d="M0 0 L0 80" stroke="#4f7d33" stroke-width="6"/><g transform="translate(0 -10)">${petals}${[0, 120, 240].map((a) => `<path d="M0 0 l0 -40" stroke="#c4161c" stroke-width="5" transform="rotate(${a})" stroke-linecap="round"/>`).join('')}</g></g>`;
    }).join('');
    return svgDoc(w, h, sceneDefs(art, ['#c9d9ea', '#efe6f4']), body);
  },
  chai: (art, _p, rng) => {
    let body = `${backdrop(w, h, 'url(#sky)')}<rect y="${floor}" width="${w}" height="${h - floor}" fill="#6b3d22"/>`;
    body +=
      glassChai(w * 0.35, floor + 150, 220, art.liquor) +
      glassChai(w * 0.58, floor + 170, 240, art.liquor) +
      kettle(w * 0.82, floor + 30, 170);
    body += scatterAny(14, [40, floor + 60, w - 40, h - 20], ['pod', 'quill', 'star', 'clove', 'ginger'], 55, art, rng);
    return svgDoc(w, h, sceneDefs(art, ['#3a1f14', '#8a4a26']), body);
  },
  pot: (art, _p, rng) => {
    let body = room;
    body += `<g><ellipse cx="${w * 0.45}" cy="${floor + 160}" rx="230" ry="30" fill="#000" opacity="0.2"/><path d="M${w * 0.45 - 200} ${floor - 60} L ${w * 0.45 + 200} ${floor - 60} L ${w * 0.45 + 180} ${floor + 150} L ${w * 0.45 - 180} ${floor + 150} Z" fill="#9a9ea4"/><ellipse cx="${w * 0.45}" cy="${floor - 60}" rx="200" ry="34" fill="#c9ccd1"/><ellipse cx="${w * 0.45}" cy="${floor - 56}" rx="185" ry="28" fill="${art.liquor}"/></g>`;
    body += [0, 1, 2]
      .map(
        (i) =>
          `<path d="M${w * 0.38 + i * 60} ${floor - 100} c -25 -35 25 -55 0 -100" stroke="#fff" stroke-width="8" fill="none" opacity="0.5" stroke-linecap="round"/>`,
      )
      .join('');
    return svgDoc(w, h, baseDefs(art), body + scatterExtras(6, art, rng));
  },
};

function blogArt(slug: string): string {
  const spec = BLOG_SCENES[slug] ?? { product: products[0].slug, scene: 'cup' as const };
  const p = productNamed(spec.product);
  return SCENES[spec.scene](artFor(p), p, rngFor(`blog:${slug}`));
}

export async function makeBlog() {
  for (const post of blogPosts) {
    if (!post.featuredImage) continue;
    await writeImage(post.featuredImage, blogArt(post.slug), { quality: 68 });
  }
  console.log(`blog: ${blogPosts.length} covers`);
}
