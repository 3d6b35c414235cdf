/** Home page banners: the wide slides and the two side banners, one drawing per banner. */
import path from 'node:path';
import { banners } from '../../lib/demo/seed-data';
import { artOf } from './art';
import type { Bit } from './art-types';
import { scatterAny } from './bits';
import { spiceBowl, spiceDabba } from './bowls';
import { darken, mix } from './colour';
import { cupSide, glassChai, kettle } from './cups';
import { dipper, honeycombCells } from './honey';
import { honeyJar } from './packaging';
import { kb, writeImage } from './render';
import { rngFor, type Rng } from './rng';
import { baseDefs, hills, sceneDefs, teaRows } from './scene';
import { backdrop, svgDoc } from './svg';

type Draw = (w: number, h: number, rng: Rng) => string;

const sideRawHoney: Draw = (w, h, rng) => {
  const art = {
    ...artOf('wild-forest-honey'),
    honey: '#d9961f',
    tint: '#fdf6e6',
    accent: '#1a4a36',
    title: 'Raw Honey',
    size: '500 g',
  };
  return svgDoc(
    w,
    h,
    baseDefs(art),
    `${backdrop(w, h, darken('#d9961f', 0.45))}${honeycombCells(-10, -10, 34, 14, 10, '#c98a1c', rng)}<rect width="${w}" height="${h}" fill="#000" opacity="0.15"/>${honeyJar(560, h - 40, 200, 290, art)}${dipper(300, h - 150, 300, -25, '#e0a22a')}`,
  );
};

const sideSpiceBox: Draw = (w, h, rng) => {
  const chai = artOf('classic-masala-chai-tea');
  const r = h * 0.1;
  let body = backdrop(w, h, '#5a3220');
  body += spiceDabba(w * 0.6, h * 0.45, { tin: h * 0.44, rim: h * 0.41, ring: h * 0.26, cup: r, well: r * 0.86 });
  body += scatterAny(8, [40, 40, 260, h - 40], ['chilli', 'star', 'quill', 'pod'], 50, chai, rng);
  return svgDoc(w, h, baseDefs(chai), body);
};

const slideFirstFlush: Draw = (w, h, rng) => {
  const firstFlush = artOf('darjeeling-first-flush');
  let body = `${backdrop(w, h, 'url(#sky)')}<circle cx="${w * 0.78}" cy="${h * 0.22}" r="60" fill="#fff3c4" opacity="0.9"/>`;
  body += hills(w, h, h * 0.3, ['#9fb8c6', '#7fa39a', '#5f8f6a'], rng);
  body += teaRows(w, h, h * 0.55, rng);
  body += `<rect width="${w}" height="${h}" fill="#ffffff" opacity="0.08"/>`;
  body += cupSide(w * 0.72, h - 60, 260, firstFlush);
  return svgDoc(w, h, sceneDefs(firstFlush, ['#cfe3ea', '#f4f0dc']), body);
};

const slideMasalaChai: Draw = (w, h, rng) => {
  const chai = artOf('classic-masala-chai-tea');
  let body = `${backdrop(w, h, 'url(#sky)')}<rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="#6b3d22"/>`;
  body += scatterAny(
    24,
    [w * 0.45, h * 0.74, w, h],
    ['pod', 'quill', 'star', 'clove', 'ginger', 'pepper'],
    60,
    chai,
    rng,
  );
  body += kettle(w * 0.88, h * 0.58, 190);
  body += glassChai(w * 0.6, h * 0.86, 230, chai.liquor) + glassChai(w * 0.74, h * 0.9, 260, chai.liquor);
  return svgDoc(w, h, sceneDefs(chai, ['#3a1f14', '#8a4a26']), body);
};

const slideWildHoney: Draw = (w, h, rng) => {
  const honey = artOf('wild-forest-honey');
  let body = backdrop(w, h, 'url(#sky)');
  body += hills(w, h, h * 0.35, ['#2d5a27', '#224a20', '#183a18'], rng);
  body += Array.from({ length: 18 }, (_, i) => {
    const x = (w / 17) * i + rng.range(-20, 20);
    const th = rng.range(h * 0.35, h * 0.7);
    return `<rect x="${x.toFixed(0)}" y="${(h - th).toFixed(0)}" width="14" height="${th.toFixed(0)}" fill="#2a1a10"/><circle cx="${(x + 7).toFixed(0)}" cy="${(h - th).toFixed(0)}" r="${rng.range(50, 90).toFixed(0)}" fill="${mix('#2d5a27', '#0f2a12', rng.next())}"/>`;
  }).join('');
  // wild rock-bee combs hang from branches
  body += `<path d="M${w * 0.4} ${h * 0.12} C ${w * 0.6} ${h * 0.05} ${w * 0.8} ${h * 0.16} ${w} ${h * 0.08}" stroke="#3a2414" stroke-width="26" fill="none" stroke-linecap="round"/>`;
  body += `<g opacity="0.97">${honeycombCells(w * 0.55, h * 0.165, 30, 8, 6, '#d9961f', rng)}</g>`;
  body += honeyJar(w * 0.86, h - 30, 180, 260, { ...honey, title: 'Wild Forest Honey' });
  return svgDoc(w, h, sceneDefs(honey, ['#1f3a2a', '#6b8a4a']), body);
};

/** Bowls of spices in a row on dark wood. */
const slideSpiceRoute: Draw = (w, h, rng) => {
  const chai = artOf('classic-masala-chai-tea');
  let body = backdrop(w, h, '#3a2216');
  body += Array.from(
    { length: 8 },
    (_, i) =>
      `<path d="M0 ${(i + 1) * 80} C ${w * 0.3} ${(i + 1) * 80 + rng.range(-20, 20)} ${w * 0.7} ${(i + 1) * 80 + rng.range(-20, 20)} ${w} ${(i + 1) * 80}" stroke="#2a160e" stroke-width="3" fill="none"/>`,
  ).join('');
  const spots: [number, number, number, string, Bit | null][] = [
    [0.55, 0.3, 120, '#e8a013', null],
    [0.74, 0.28, 110, '#7aa548', 'pod'],
    [0.92, 0.35, 120, '#2b2320', 'pepper'],
    [0.62, 0.72, 120, '#c5281c', null],
    [0.82, 0.74, 125, '#c4161c', 'saffron'],
    [0.45, 0.78, 90, '#a0582a', 'quill'],
  ];
  for (const [fx, fy, r, colour, item] of spots) {
    const count = item === 'quill' ? 4 : item === 'saffron' ? 40 : 26;
    body += spiceBowl(w * fx, h * fy, r, colour, item, { count, spread: r * 0.6, size: 40 }, chai, rng);
  }
  body += scatterAny(14, [w * 0.4, 0, w, h], ['star', 'chilli', 'bayleaf', 'clove'], 55, chai, rng);
  return svgDoc(w, h, baseDefs(chai), body);
};

const BANNERS: Record<string, Draw> = {
  'side-raw-honey': sideRawHoney,
  'side-spice-box': sideSpiceBox,
  'slide-first-flush': slideFirstFlush,
  'slide-masala-chai': slideMasalaChai,
  'slide-wild-honey': slideWildHoney,
  'slide-spice-route': slideSpiceRoute,
};

export async function makeBanners() {
  for (const b of banners) {
    const name = path.basename(b.imageUrl, '.webp');
    const side = b.displayOrder <= 2;
    const [w, h] = side ? [800, 480] : [1600, 640];
    const draw = BANNERS[name] ?? slideSpiceRoute;
    const size = await writeImage(b.imageUrl, draw(w, h, rngFor(`banner:${name}`)), { quality: side ? 70 : 68 });
    console.log(`banner ${name}: ${kb(size)} KB`);
  }
}
