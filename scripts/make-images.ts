/**
 * Draws the demo store's artwork as SVG and renders it to small WebP files with sharp:
 * product shots, category tiles, banners, blog covers, team portraits and the default
 * Open Graph image. Everything is original, generated here from the seed data, and
 * deterministic (seeded by slug), so re-running gives the same pictures.
 *
 *   npx tsx scripts/make-images.ts            all images
 *   npx tsx scripts/make-images.ts products   one group (products|categories|banners|blog|team|og)
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { banners, blogPosts, categories, products, team } from '../lib/db/seed-data';
import type { SeedCategory, SeedProduct } from '../lib/db/seed-data/types';

const PUBLIC = path.join(__dirname, '..', 'public');
const FONT = "'DejaVu Serif', 'Liberation Serif', serif";
const SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif";

// ───────────────────────── small utilities ─────────────────────────

function hashOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator so every picture is reproducible */
function rngFor(seed: string) {
  let a = hashOf(seed);
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    range: (min: number, max: number) => min + next() * (max - min),
    int: (min: number, max: number) => Math.floor(min + next() * (max - min + 1)),
    pick: <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
  };
}
type Rng = ReturnType<typeof rngFor>;

function mix(hexA: string, hexB: string, t: number): string {
  const a = parseInt(hexA.slice(1), 16);
  const b = parseInt(hexB.slice(1), 16);
  const ch = (shift: number) => Math.round(((a >> shift) & 255) * (1 - t) + ((b >> shift) & 255) * t);
  return `#${((ch(16) << 16) | (ch(8) << 8) | ch(0)).toString(16).padStart(6, '0')}`;
}
const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
const darken = (hex: string, t: number) => mix(hex, '#000000', t);

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const at = (x: number, y: number, rot = 0, scale = 1) =>
  `transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rot.toFixed(1)}) scale(${scale.toFixed(3)})"`;

/** Splits a title into at most `maxLines` lines of roughly `width` characters. */
function wrap(text: string, width: number, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) return [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')];
  return lines;
}

function svgDoc(w: number, h: number, defs: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

const linear = (id: string, stops: [number, string][], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

async function writeImage(rel: string, svg: string, opts: { quality?: number; png?: boolean } = {}) {
  const file = path.join(PUBLIC, rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  // No transparency anywhere, so drop the alpha channel: noticeably smaller files.
  const image = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
  if (opts.png) await image.png({ compressionLevel: 9, palette: true, quality: 85 }).toFile(file);
  else await image.webp({ quality: opts.quality ?? 70, effort: 6 }).toFile(file);
  return (await fs.stat(file)).size;
}

// ───────────────────────── what each product looks like ─────────────────────────

type Family = 'tea' | 'honey' | 'spice';
type LeafStyle = 'open' | 'rolled' | 'ctc' | 'buds' | 'golden' | 'flower';
type Bit =
  | 'leaf' | 'tulsi' | 'jasmine' | 'chamomile' | 'hibiscus' | 'rose' | 'bluepea' | 'root' | 'lemon' | 'ginger'
  | 'pod' | 'blackpod' | 'pepper' | 'quill' | 'clove' | 'star' | 'chilli' | 'seed' | 'fennel' | 'saffron'
  | 'nutmeg' | 'vanilla' | 'bayleaf' | 'almond' | 'turmeric' | 'comb';

type Art = {
  family: Family;
  title: string;
  size: string;
  /** packaging colour */
  accent: string;
  /** background tint */
  tint: string;
  /** tea: dry leaf colour and style, and the brewed colour */
  leaf: string;
  leafStyle: LeafStyle;
  liquor: string;
  milky: boolean;
  /** honey colour; opaque for creamed/set honey */
  honey: string;
  opaque: boolean;
  comb: boolean;
  /** spices: the whole item drawn, or a powder colour */
  item: Bit | null;
  powder: string | null;
  /** small extras scattered around the product */
  extras: Bit[];
};

const ACCENTS = ['#1a4a36', '#225c43', '#8b3318', '#a86d0c', '#3b3f7a', '#5c2a4a', '#1f5e63', '#6b4a1f', '#2d5a27', '#7a2e2e'];
const TINTS = ['#f7f2e7', '#eef6f1', '#fdf6e6', '#fcefe9', '#f1ede4', '#eef1ec', '#f6eee6'];

const has = (p: SeedProduct, ...words: string[]) => words.some((w) => p.slug.includes(w));

function teaArt(p: SeedProduct): Partial<Art> {
  const c = p.categorySlug;
  if (c === 'herbal-tea') {
    if (has(p, 'chamomile')) return { leaf: '#e9d36a', leafStyle: 'flower', liquor: '#e6c14f', extras: ['chamomile'] };
    if (has(p, 'hibiscus')) return { leaf: '#8e1630', leafStyle: 'flower', liquor: '#a3122d', extras: ['hibiscus', 'rose'] };
    if (has(p, 'butterfly')) return { leaf: '#2a3fb0', leafStyle: 'flower', liquor: '#2b46c2', extras: ['bluepea', 'lemon'] };
    if (has(p, 'ashwagandha')) return { leaf: '#5d7a3a', leafStyle: 'open', liquor: '#b88a4a', extras: ['root', 'tulsi'] };
    if (has(p, 'kadha')) return { leaf: '#6e4a2a', leafStyle: 'open', liquor: '#7a3e18', extras: ['quill', 'pepper', 'ginger'] };
    return { leaf: '#4f7d33', leafStyle: 'open', liquor: '#c9b25a', extras: ['tulsi'] };
  }
  if (c === 'masala-chai') {
    const extras: Bit[] = has(p, 'ginger') ? ['ginger', 'pod'] : has(p, 'cardamom') ? ['pod'] : ['quill', 'star', 'pod', 'clove'];
    return { leaf: '#3a2416', leafStyle: 'ctc', liquor: '#b9845a', milky: true, extras };
  }
  if (c === 'white-tea') return { leaf: '#cfd4c2', leafStyle: 'buds', liquor: '#efe0a0', extras: ['leaf'] };
  if (c === 'oolong-tea') return { leaf: '#5b5a2a', leafStyle: 'rolled', liquor: '#d49a35', extras: ['leaf'] };
  if (c === 'green-tea') {
    if (has(p, 'kahwa')) return { leaf: '#6d8a3c', leafStyle: 'rolled', liquor: '#e0a840', extras: ['almond', 'saffron', 'pod'] };
    if (has(p, 'tulsi')) return { leaf: '#5c8a3a', leafStyle: 'open', liquor: '#cdbb55', extras: ['tulsi'] };
    if (has(p, 'ginger')) return { leaf: '#6a8f3c', leafStyle: 'open', liquor: '#d5c456', extras: ['lemon', 'ginger'] };
    if (has(p, 'jasmine')) return { leaf: '#6f9040', leafStyle: 'rolled', liquor: '#dccb6a', extras: ['jasmine'] };
    return { leaf: '#5f8f3a', leafStyle: 'open', liquor: '#d8c55a', extras: ['leaf'] };
  }
  // black tea
  if (has(p, 'golden')) return { leaf: '#b8862d', leafStyle: 'golden', liquor: '#a8501a', extras: ['leaf'] };
  if (has(p, 'ctc')) return { leaf: '#3a2416', leafStyle: 'ctc', liquor: '#8e2f10', extras: ['leaf'] };
  if (has(p, 'first-flush')) return { leaf: '#6b5a2e', leafStyle: 'rolled', liquor: '#c98a2a', extras: ['leaf'] };
  if (has(p, 'frost')) return { leaf: '#3e2c1c', leafStyle: 'rolled', liquor: '#b0541a', extras: ['leaf'] };
  return { leaf: '#3b2618', leafStyle: 'rolled', liquor: '#9c3d12', extras: ['leaf'] };
}

function honeyArt(p: SeedProduct): Partial<Art> {
  const table: [string, string, Bit[]][] = [
    ['acacia', '#f3d77a', ['chamomile']],
    ['litchi', '#e9b23a', ['leaf']],
    ['mustard', '#f2e2ad', ['chamomile']],
    ['eucalyptus', '#b8741c', ['leaf']],
    ['jamun', '#6e3412', ['leaf']],
    ['ajwain', '#8a4a14', ['seed']],
    ['neem', '#a8601a', ['leaf']],
    ['tulsi', '#c98a22', ['tulsi']],
    ['multiflora', '#d9961f', ['chamomile', 'jasmine']],
    ['sundarban', '#c07a1c', ['leaf']],
    ['himalayan', '#a86d0c', ['rose']],
    ['rock-bee', '#5e2c0c', ['leaf']],
    ['nilgiri', '#b06a18', ['leaf']],
    ['wild-forest', '#9a5410', ['leaf']],
    ['cinnamon', '#b5701e', ['quill']],
    ['ginger-lemon', '#e0a430', ['lemon', 'ginger']],
    ['turmeric', '#e49a12', ['turmeric', 'pepper']],
    ['saffron', '#f0c04a', ['saffron', 'almond']],
    ['rose', '#d99440', ['rose']],
  ];
  for (const [word, honey, extras] of table) {
    if (p.slug.includes(word)) return { honey, opaque: word === 'mustard', extras };
  }
  return { honey: '#c98a1c', comb: true, extras: ['comb'] };
}

function spiceArt(p: SeedProduct): Partial<Art> {
  const whole: [string, Bit, string][] = [
    ['black-cardamom', 'blackpod', '#4a3226'],
    ['cardamom', 'pod', '#7aa548'],
    ['black-pepper-powder', 'pepper', '#4a413a'],
    ['pepper', 'pepper', '#2b2320'],
    ['cinnamon-quills', 'quill', '#a0582a'],
    ['cloves', 'clove', '#5a2e1c'],
    ['saffron', 'saffron', '#c4161c'],
    ['cumin-seeds', 'seed', '#8a6b3c'],
    ['nutmeg', 'nutmeg', '#8a5a34'],
    ['star-anise', 'star', '#6e3a1e'],
    ['red-chilli', 'chilli', '#b3181b'],
    ['fennel', 'fennel', '#8aa04a'],
    ['vanilla', 'vanilla', '#2e1c14'],
    ['bay-leaves', 'bayleaf', '#7f8a45'],
  ];
  const ground: [string, string, Bit[]][] = [
    ['turmeric-powder', '#e8a013', ['turmeric']],
    ['chilli-powder', '#c5281c', ['chilli']],
    ['coriander', '#a8874a', ['seed']],
    ['cumin-powder', '#7a5630', ['seed']],
    ['ginger', '#d9c08a', ['ginger']],
    ['black-pepper-powder', '#4a413a', ['pepper']],
    ['cinnamon-powder', '#9a5a2c', ['quill']],
    ['asafoetida', '#e6d49a', ['seed']],
    ['garam-masala', '#6e4526', ['star', 'quill', 'clove', 'blackpod']],
    ['chai-masala', '#a77a4a', ['pod', 'ginger', 'quill']],
    ['sambar', '#b04a22', ['chilli', 'seed']],
    ['biryani', '#8a5a30', ['star', 'bayleaf', 'pod']],
    ['latte', '#e5a82a', ['turmeric', 'quill', 'pod']],
    ['chole', '#4e3022', ['bayleaf', 'chilli', 'blackpod']],
  ];
  if (p.categorySlug !== 'whole-spices') {
    for (const [word, powder, extras] of ground) if (p.slug.includes(word)) return { powder, extras };
    return { powder: '#9a6a3a', extras: ['seed'] };
  }
  for (const [word, item, colour] of whole) if (p.slug.includes(word)) return { item, powder: colour, extras: [item] };
  return { item: 'seed', powder: '#8a6b3c', extras: ['seed'] };
}

function artFor(p: SeedProduct): Art {
  const rng = rngFor(`art:${p.slug}`);
  const family: Family = p.hsnCode.startsWith('0409')
    ? 'honey'
    : ['green-tea', 'black-tea', 'oolong-tea', 'white-tea', 'herbal-tea', 'masala-chai'].includes(p.categorySlug)
      ? 'tea'
      : 'spice';
  const base: Art = {
    family,
    title: p.title,
    size: p.size ?? '',
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

// ───────────────────────── drawing primitives ─────────────────────────

function leafShape(x: number, y: number, len: number, rot: number, fill: string, vein = true) {
  const w = len * 0.38;
  return `<g ${at(x, y, rot)}><path d="M0 ${-len} C ${w} ${-len * 0.5} ${w} ${len * 0.5} 0 ${len} C ${-w} ${len * 0.5} ${-w} ${-len * 0.5} 0 ${-len} Z" fill="${fill}"/>${
    vein ? `<path d="M0 ${-len * 0.85} L0 ${len * 0.9}" stroke="${darken(fill, 0.3)}" stroke-width="${Math.max(1, len / 22)}" fill="none"/>` : ''
  }</g>`;
}

function rolledLeaf(x: number, y: number, s: number, rot: number, fill: string) {
  return `<g ${at(x, y, rot)}><path d="M${-s} 0 Q ${-s * 0.4} ${-s * 0.36} 0 ${-s * 0.12} T ${s} 0 Q ${s * 0.4} ${s * 0.3} 0 ${s * 0.14} T ${-s} 0 Z" fill="${fill}"/><path d="M${-s * 0.8} 0 Q 0 ${-s * 0.08} ${s * 0.8} 0" stroke="${lighten(fill, 0.25)}" stroke-width="1.2" fill="none"/></g>`;
}

function bud(x: number, y: number, s: number, rot: number, fill: string) {
  return `<g ${at(x, y, rot)}><ellipse rx="${s}" ry="${s * 0.26}" fill="${fill}"/><path d="M${-s * 0.9} ${-s * 0.1} Q 0 ${-s * 0.3} ${s * 0.9} ${-s * 0.05}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="1.5" fill="none"/></g>`;
}

function flower(x: number, y: number, r: number, rot: number, petals: number, petal: string, centre: string) {
  const list = Array.from({ length: petals }, (_, i) => `<ellipse cx="0" cy="${-r * 0.55}" rx="${r * 0.24}" ry="${r * 0.5}" fill="${petal}" transform="rotate(${(360 / petals) * i})"/>`);
  return `<g ${at(x, y, rot)}>${list.join('')}<circle r="${r * 0.26}" fill="${centre}"/></g>`;
}

function pod(x: number, y: number, s: number, rot: number, fill: string) {
  return `<g ${at(x, y, rot)}><ellipse rx="${s}" ry="${s * 0.56}" fill="${fill}"/><path d="M${-s * 0.8} ${-s * 0.12} Q 0 ${-s * 0.42} ${s * 0.8} ${-s * 0.12} M${-s * 0.85} ${s * 0.14} Q 0 ${s * 0.36} ${s * 0.85} ${s * 0.14}" stroke="${darken(fill, 0.22)}" stroke-width="${s / 10}" fill="none"/><ellipse cx="${-s * 0.25}" cy="${-s * 0.2}" rx="${s * 0.35}" ry="${s * 0.12}" fill="#ffffff" opacity="0.18"/><circle cx="${s * 1.02}" r="${s * 0.1}" fill="${darken(fill, 0.3)}"/></g>`;
}

function blackPod(x: number, y: number, s: number, rot: number) {
  return `<g ${at(x, y, rot)}><ellipse rx="${s}" ry="${s * 0.62}" fill="#4a3226"/>${[-0.5, -0.15, 0.2, 0.55]
    .map((k) => `<path d="M${-s * 0.85} ${s * k * 0.9} Q 0 ${s * (k * 0.9 - 0.18)} ${s * 0.85} ${s * k * 0.9}" stroke="#2a1a12" stroke-width="${s / 9}" fill="none"/>`)
    .join('')}<path d="M${s} 0 l ${s * 0.35} ${-s * 0.08}" stroke="#6b4a32" stroke-width="${s / 7}"/></g>`;
}

function peppercorn(x: number, y: number, r: number, fill: string) {
  return `<g ${at(x, y)}><circle r="${r}" fill="${fill}"/><path d="M${-r * 0.6} ${-r * 0.1} q ${r * 0.3} ${-r * 0.4} ${r * 0.7} ${-r * 0.1} M${-r * 0.2} ${r * 0.45} q ${r * 0.3} ${-r * 0.3} ${r * 0.7} 0" stroke="${darken(fill, 0.4)}" stroke-width="${r / 5}" fill="none"/><circle cx="${-r * 0.35}" cy="${-r * 0.4}" r="${r * 0.22}" fill="#ffffff" opacity="0.25"/></g>`;
}

function quill(x: number, y: number, len: number, rot: number, fill: string) {
  const h = len * 0.16;
  return `<g ${at(x, y, rot)}><rect x="${-len / 2}" y="${-h / 2}" width="${len}" height="${h}" rx="${h / 2.4}" fill="${fill}"/><path d="M${-len / 2 + 4} ${-h * 0.15} L ${len / 2 - 4} ${-h * 0.15}" stroke="${lighten(fill, 0.2)}" stroke-width="${h / 8}"/><path d="M${-len / 2 + 6} ${h * 0.25} L ${len / 2 - 6} ${h * 0.25}" stroke="${darken(fill, 0.2)}" stroke-width="${h / 10}"/><ellipse cx="${len / 2}" cy="0" rx="${h * 0.3}" ry="${h / 2}" fill="${darken(fill, 0.15)}"/><path d="M${len / 2} ${-h * 0.3} a ${h * 0.18} ${h * 0.3} 0 1 1 0 ${h * 0.5}" stroke="${lighten(fill, 0.3)}" stroke-width="${h / 10}" fill="none"/></g>`;
}

function clove(x: number, y: number, s: number, rot: number) {
  return `<g ${at(x, y, rot)}><path d="M0 ${s * 0.2} L0 ${s * 1.4}" stroke="#5a2e1c" stroke-width="${s * 0.26}" stroke-linecap="round"/><circle r="${s * 0.34}" fill="#6e3a22"/>${[0, 90, 180, 270]
    .map((a) => `<ellipse cx="0" cy="${-s * 0.32}" rx="${s * 0.12}" ry="${s * 0.24}" fill="#4a2414" transform="rotate(${a + 45})"/>`)
    .join('')}</g>`;
}

function star(x: number, y: number, r: number, rot: number) {
  const pods = Array.from({ length: 8 }, (_, i) =>
    `<g transform="rotate(${i * 45})"><path d="M0 0 Q ${r * 0.22} ${-r * 0.5} 0 ${-r} Q ${-r * 0.22} ${-r * 0.5} 0 0 Z" fill="#6e3a1e"/><ellipse cy="${-r * 0.5}" rx="${r * 0.07}" ry="${r * 0.13}" fill="#c79a5a"/></g>`,
  );
  return `<g ${at(x, y, rot)}>${pods.join('')}<circle r="${r * 0.12}" fill="#4a2414"/></g>`;
}

function chilli(x: number, y: number, len: number, rot: number, fill: string) {
  const w = len * 0.14;
  return `<g ${at(x, y, rot)}><path d="M${-len / 2} 0 C ${-len / 4} ${-w} ${len / 4} ${-w * 1.1} ${len / 2} ${w * 0.4} C ${len / 4} ${w * 0.3} ${-len / 4} ${w * 0.9} ${-len / 2} 0 Z" fill="${fill}"/><path d="M${-len / 3} ${-w * 0.25} C ${-len / 8} ${-w * 0.6} ${len / 8} ${-w * 0.6} ${len / 3} ${-w * 0.1}" stroke="#ffffff" stroke-opacity="0.22" stroke-width="${w / 4}" fill="none"/><path d="M${-len / 2} 0 q ${-w * 0.8} ${-w * 0.2} ${-w * 1.4} ${-w * 1.1}" stroke="#4f6b2a" stroke-width="${w / 2.5}" fill="none" stroke-linecap="round"/></g>`;
}

function seed(x: number, y: number, s: number, rot: number, fill: string) {
  return `<g ${at(x, y, rot)}><ellipse rx="${s}" ry="${s * 0.32}" fill="${fill}"/><path d="M${-s * 0.8} 0 L ${s * 0.8} 0" stroke="${lighten(fill, 0.3)}" stroke-width="${Math.max(0.8, s / 7)}"/></g>`;
}

function saffron(x: number, y: number, len: number, rot: number) {
  return `<g ${at(x, y, rot)}><path d="M0 0 Q ${len * 0.3} ${-len * 0.15} ${len} ${-len * 0.05}" stroke="#c4161c" stroke-width="${Math.max(2, len / 14)}" fill="none" stroke-linecap="round"/><path d="M${len} ${-len * 0.05} l ${len * 0.12} ${-len * 0.07} l ${-len * 0.02} ${len * 0.14} Z" fill="#a30f16"/></g>`;
}

function nutmeg(x: number, y: number, r: number, rot: number) {
  return `<g ${at(x, y, rot)}><ellipse rx="${r}" ry="${r * 0.82}" fill="#8a5a34"/><path d="M${-r * 0.7} ${-r * 0.2} q ${r * 0.5} ${-r * 0.5} ${r * 1.2} ${-r * 0.1} M${-r * 0.6} ${r * 0.3} q ${r * 0.6} ${-r * 0.3} ${r * 1.1} ${r * 0.1}" stroke="#6a4024" stroke-width="${r / 10}" fill="none"/><path d="M${-r * 0.9} ${-r * 0.5} C ${-r * 0.3} ${-r * 1.1} ${r * 0.2} ${r * 0.2} ${r * 0.9} ${-r * 0.6} M${-r * 0.8} ${r * 0.5} C ${-r * 0.2} ${-r * 0.3} ${r * 0.4} ${r * 0.9} ${r * 0.7} ${r * 0.2}" stroke="#c0301c" stroke-width="${r / 7}" fill="none" stroke-linecap="round"/><ellipse cx="${-r * 0.35}" cy="${-r * 0.35}" rx="${r * 0.25}" ry="${r * 0.15}" fill="#fff" opacity="0.15"/></g>`;
}

function vanilla(x: number, y: number, len: number, rot: number) {
  return `<g ${at(x, y, rot)}><path d="M${-len / 2} 0 Q 0 ${-len * 0.08} ${len / 2} 0 Q 0 ${-len * 0.02} ${-len / 2} 0 Z" fill="#2e1c14" stroke="#2e1c14" stroke-width="${len / 28}" stroke-linejoin="round"/><path d="M${-len * 0.4} ${-len * 0.035} Q 0 ${-len * 0.06} ${len * 0.4} ${-len * 0.02}" stroke="#6b4a32" stroke-width="1.5" fill="none"/></g>`;
}

function gingerRoot(x: number, y: number, s: number, rot: number) {
  return `<g ${at(x, y, rot)}><ellipse rx="${s}" ry="${s * 0.45}" fill="#d9b274"/><ellipse cx="${s * 0.8}" cy="${-s * 0.35}" rx="${s * 0.45}" ry="${s * 0.3}" fill="#d0a766"/><ellipse cx="${-s * 0.7}" cy="${s * 0.3}" rx="${s * 0.4}" ry="${s * 0.28}" fill="#cfa463"/><path d="M${-s * 0.4} ${-s * 0.1} l ${s * 0.1} ${s * 0.3} M${s * 0.2} ${-s * 0.2} l ${s * 0.1} ${s * 0.35}" stroke="#a8804a" stroke-width="${s / 12}"/></g>`;
}

function turmericRoot(x: number, y: number, s: number, rot: number) {
  return `<g ${at(x, y, rot)}><rect x="${-s}" y="${-s * 0.22}" width="${s * 2}" height="${s * 0.44}" rx="${s * 0.22}" fill="#b8742a"/><rect x="${s * 0.1}" y="${-s * 0.7}" width="${s * 0.32}" height="${s * 0.6}" rx="${s * 0.16}" fill="#b0702a"/><ellipse cx="${-s}" cy="0" rx="${s * 0.16}" ry="${s * 0.2}" fill="#f0a012"/>${[-0.5, 0, 0.5]
    .map((k) => `<path d="M${s * k} ${-s * 0.22} v ${s * 0.44}" stroke="#8a5420" stroke-width="${s / 18}"/>`)
    .join('')}</g>`;
}

function lemonSlice(x: number, y: number, r: number, rot: number) {
  const seg = Array.from({ length: 8 }, (_, i) => `<path d="M0 0 L ${r * 0.78 * Math.cos((i * Math.PI) / 4)} ${r * 0.78 * Math.sin((i * Math.PI) / 4)}" stroke="#fffbe0" stroke-width="${r / 14}"/>`);
  return `<g ${at(x, y, rot)}><circle r="${r}" fill="#e8c930"/><circle r="${r * 0.86}" fill="#fbf2a6"/><circle r="${r * 0.78}" fill="#f3dc55"/>${seg.join('')}</g>`;
}

function almond(x: number, y: number, s: number, rot: number) {
  return `<g ${at(x, y, rot)}><path d="M0 ${-s} C ${s * 0.6} ${-s * 0.4} ${s * 0.55} ${s * 0.6} 0 ${s} C ${-s * 0.55} ${s * 0.6} ${-s * 0.6} ${-s * 0.4} 0 ${-s} Z" fill="#c48a52"/><path d="M0 ${-s * 0.7} Q ${s * 0.15} 0 0 ${s * 0.7}" stroke="#a06a3a" stroke-width="${s / 10}" fill="none"/></g>`;
}

function root(x: number, y: number, s: number, rot: number) {
  return `<g ${at(x, y, rot)}><path d="M${-s} 0 C ${-s * 0.4} ${-s * 0.15} ${s * 0.3} ${s * 0.12} ${s} ${-s * 0.05}" stroke="#c9a878" stroke-width="${s * 0.18}" stroke-linecap="round" fill="none"/><path d="M${-s * 0.2} 0 q ${s * 0.3} ${s * 0.3} ${s * 0.6} ${s * 0.35}" stroke="#bf9c6a" stroke-width="${s * 0.08}" fill="none" stroke-linecap="round"/></g>`;
}

function tulsiSprig(x: number, y: number, s: number, rot: number) {
  const leaves = [-0.6, -0.2, 0.2, 0.6]
    .map((k, i) => leafShape((i % 2 ? 1 : -1) * s * 0.28, s * k, s * 0.28, (i % 2 ? 55 : -55), '#4f7d33', false))
    .join('');
  return `<g ${at(x, y, rot)}><path d="M0 ${-s} L0 ${s}" stroke="#3f6328" stroke-width="${s / 18}"/>${leaves}<g transform="translate(0 ${-s * 1.05})">${[0, 1, 2, 3]
    .map((i) => `<circle cx="${(i % 2 ? 1 : -1) * s * 0.06}" cy="${-i * s * 0.12}" r="${s * 0.06}" fill="#8a5a9a"/>`)
    .join('')}</g></g>`;
}

function honeycombCells(x0: number, y0: number, cell: number, cols: number, rows: number, honey: string, rng: Rng) {
  const out: string[] = [];
  const w = cell * Math.sqrt(3);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const cx = x0 + c * w + (r % 2 ? w / 2 : 0);
      const cy = y0 + r * cell * 1.5;
      const pts = Array.from({ length: 6 }, (_, i) => {
        const a = (Math.PI / 3) * i + Math.PI / 6;
        return `${(cx + cell * 0.92 * Math.cos(a)).toFixed(1)},${(cy + cell * 0.92 * Math.sin(a)).toFixed(1)}`;
      }).join(' ');
      const capped = rng.next() < 0.35;
      out.push(`<polygon points="${pts}" fill="${capped ? lighten(honey, 0.45) : honey}" stroke="${lighten(honey, 0.55)}" stroke-width="${cell * 0.16}"/>`);
      if (!capped) out.push(`<ellipse cx="${(cx - cell * 0.25).toFixed(1)}" cy="${(cy - cell * 0.3).toFixed(1)}" rx="${cell * 0.22}" ry="${cell * 0.12}" fill="#fff" opacity="0.35"/>`);
    }
  }
  return out.join('');
}

/** One small item of the given kind, for scattering. */
function bit(kind: Bit, x: number, y: number, s: number, rot: number, art: Art, rng: Rng): string {
  switch (kind) {
    case 'leaf': return leafShape(x, y, s * 0.9, rot, art.family === 'tea' ? mix(art.leaf, '#5f8f3a', 0.6) : '#5f8f3a');
    case 'tulsi': return tulsiSprig(x, y, s * 1.4, rot);
    case 'jasmine': return flower(x, y, s * 0.7, rot, 5, '#fdfdf6', '#f1d36a');
    case 'chamomile': return flower(x, y, s * 0.7, rot, 12, '#ffffff', '#f0b81a');
    case 'hibiscus': return flower(x, y, s * 0.9, rot, 5, '#b0122e', '#6a0a1a');
    case 'rose': return flower(x, y, s * 0.6, rot, 6, rng.pick(['#e36a8a', '#d94e74', '#f08aa4']), '#b83a5a');
    case 'bluepea': return flower(x, y, s * 0.7, rot, 5, '#2a3fb0', '#f2e6a0');
    case 'root': return root(x, y, s, rot);
    case 'lemon': return lemonSlice(x, y, s * 0.7, rot);
    case 'ginger': return gingerRoot(x, y, s * 0.8, rot);
    case 'pod': return pod(x, y, s * 0.55, rot, '#7aa548');
    case 'blackpod': return blackPod(x, y, s * 0.6, rot);
    case 'pepper': return peppercorn(x, y, s * 0.26, art.item === 'pepper' && art.powder ? art.powder : '#2b2320');
    case 'quill': return quill(x, y, s * 1.8, rot, '#a0582a');
    case 'clove': return clove(x, y, s * 0.45, rot);
    case 'star': return star(x, y, s * 0.6, rot);
    case 'chilli': return chilli(x, y, s * 1.6, rot, '#b3181b');
    case 'seed': return seed(x, y, s * 0.32, rot, art.item === 'seed' && art.powder ? art.powder : '#8a6b3c');
    case 'fennel': return seed(x, y, s * 0.32, rot, '#8aa04a');
    case 'saffron': return saffron(x, y, s * 0.9, rot);
    case 'nutmeg': return nutmeg(x, y, s * 0.6, rot);
    case 'vanilla': return vanilla(x, y, s * 3, rot);
    case 'bayleaf': return leafShape(x, y, s * 0.9, rot, '#7f8a45');
    case 'almond': return almond(x, y, s * 0.45, rot);
    case 'turmeric': return turmericRoot(x, y, s * 0.8, rot);
    case 'comb': return `<g ${at(x - s, y - s * 0.6, rot)}>${honeycombCells(0, 0, s * 0.28, 4, 3, art.honey, rng)}</g>`;
  }
}

/** Dry tea leaf, in the product's own style. */
function teaBit(art: Art, x: number, y: number, s: number, rot: number, rng: Rng) {
  const shade = mix(art.leaf, rng.pick(['#000000', '#ffffff']), rng.range(0, 0.18));
  switch (art.leafStyle) {
    case 'open': return leafShape(x, y, s * 0.7, rot, shade);
    case 'rolled': return rolledLeaf(x, y, s * 0.6, rot, shade);
    case 'ctc': return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(s * rng.range(0.12, 0.2)).toFixed(1)}" fill="${shade}"/>`;
    case 'buds': return bud(x, y, s * 0.6, rot, shade);
    case 'flower': return bit(art.extras[0], x, y, s * 0.8, rot, art, rng);
    case 'golden': return rng.next() < 0.6 ? bud(x, y, s * 0.55, rot, mix('#d7a545', shade, 0.3)) : rolledLeaf(x, y, s * 0.55, rot, '#3b2618');
  }
}

/** The product's own main material (leaf, spice or honeycomb), for close-ups. */
function mainBit(art: Art, x: number, y: number, s: number, rot: number, rng: Rng) {
  if (art.family === 'tea') {
    if (art.extras.length && art.extras[0] !== 'leaf' && rng.next() < 0.22) return bit(rng.pick(art.extras), x, y, s, rot, art, rng);
    return teaBit(art, x, y, s, rot, rng);
  }
  if (art.item) return bit(art.item, x, y, s, rot, art, rng);
  return bit(rng.pick(art.extras.length ? art.extras : (['seed'] as Bit[])), x, y, s, rot, art, rng);
}

function scatter(count: number, box: [number, number, number, number], draw: (x: number, y: number, rot: number) => string, rng: Rng) {
  const [x0, y0, x1, y1] = box;
  return Array.from({ length: count }, () => draw(rng.range(x0, x1), rng.range(y0, y1), rng.range(0, 360))).join('');
}

function powderMound(cx: number, baseY: number, w: number, h: number, colour: string, rng: Rng) {
  const specks = Array.from({ length: 40 }, () => {
    const x = rng.range(-w * 0.4, w * 0.4);
    const maxY = h * (1 - (Math.abs(x) / (w / 2)) ** 2);
    return `<circle cx="${(cx + x).toFixed(1)}" cy="${(baseY - rng.range(0, maxY * 0.9)).toFixed(1)}" r="${rng.range(1, 2.6).toFixed(1)}" fill="${mix(colour, rng.pick(['#000000', '#ffffff']), 0.25)}" opacity="0.7"/>`;
  });
  return `<path d="M${cx - w / 2} ${baseY} C ${cx - w * 0.3} ${baseY - h * 0.4} ${cx - w * 0.18} ${baseY - h} ${cx} ${baseY - h} C ${cx + w * 0.18} ${baseY - h} ${cx + w * 0.3} ${baseY - h * 0.4} ${cx + w / 2} ${baseY} Z" fill="${colour}"/><path d="M${cx} ${baseY - h} C ${cx + w * 0.18} ${baseY - h} ${cx + w * 0.3} ${baseY - h * 0.4} ${cx + w / 2} ${baseY} L ${cx + w * 0.1} ${baseY} Z" fill="${darken(colour, 0.15)}" opacity="0.7"/>${specks.join('')}`;
}

// ───────────────────────── packaging and tableware ─────────────────────────

function labelText(lines: string[], cx: number, top: number, size: number, colour: string) {
  return lines
    .map((line, i) => `<text x="${cx}" y="${top + i * size * 1.15}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${colour}" text-anchor="middle">${esc(line)}</text>`)
    .join('');
}

function brandMark(cx: number, cy: number, s: number, colour: string) {
  return `<g ${at(cx, cy, 0, s / 20)}><circle r="20" fill="${colour}"/><path d="M-9.5 8.5C-9.5 -1.5 -3 -8.5 10 -9.5c-.6 12.5 -7.6 18.9 -18 19" fill="#8fcfa6"/><path d="M9 3.5c1.8 2.4 2.7 3.9 2.7 5a2.7 2.7 0 0 1 -5.4 0c0 -1.1 .9 -2.6 2.7 -5Z" fill="#e8ac35"/></g>`;
}

function teaTin(cx: number, baseY: number, w: number, h: number, art: Art) {
  const top = baseY - h;
  const lines = wrap(art.title, 12);
  const size = Math.min(30, (w * 0.85) / Math.max(...lines.map((l) => l.length)) / 0.6);
  return `<g>
    <ellipse cx="${cx}" cy="${baseY + 8}" rx="${w * 0.62}" ry="${w * 0.1}" fill="#000" opacity="0.14"/>
    <ellipse cx="${cx}" cy="${baseY}" rx="${w / 2}" ry="${w * 0.09}" fill="${darken(art.accent, 0.25)}"/>
    <rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" fill="url(#tin)"/>
    <rect x="${cx - w / 2}" y="${top - 4}" width="${w}" height="${h * 0.16}" fill="${darken(art.accent, 0.15)}"/>
    <ellipse cx="${cx}" cy="${top - 4}" rx="${w / 2}" ry="${w * 0.09}" fill="${lighten(art.accent, 0.15)}"/>
    <rect x="${cx - w / 2 + 14}" y="${top + h * 0.3}" width="${w - 28}" height="${h * 0.5}" rx="10" fill="#fbf8f1"/>
    ${brandMark(cx, top + h * 0.3 + 30, 16, art.accent)}
    ${labelText(lines, cx, top + h * 0.3 + 78, size, darken(art.accent, 0.1))}
    <text x="${cx}" y="${top + h * 0.8 - 14}" font-family="${SANS}" font-size="16" fill="#55605a" text-anchor="middle">${esc(art.size || 'Organic')}</text>
    <rect x="${cx - w / 2}" y="${top + h * 0.86}" width="${w}" height="6" fill="${lighten(art.accent, 0.3)}"/>
  </g>`;
}

function jarLabel(cx: number, top: number, w: number, h: number, art: Art) {
  const lines = wrap(art.title, 11);
  const size = Math.min(24, w / Math.max(...lines.map((l) => l.length)) / 0.62);
  return `<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" rx="8" fill="#fbf8f1"/>
    <rect x="${cx - w / 2}" y="${top}" width="${w}" height="10" fill="${art.accent}"/>
    ${brandMark(cx, top + 32, 13, art.accent)}
    ${labelText(lines, cx, top + 68, size, darken(art.accent, 0.1))}
    ${h > 120 ? `<text x="${cx}" y="${top + h - 12}" font-family="${SANS}" font-size="15" fill="#55605a" text-anchor="middle">${esc(art.size || 'Raw Honey')}</text>` : ''}`;
}

function honeyJar(cx: number, baseY: number, w: number, h: number, art: Art, withLabel = true) {
  const top = baseY - h;
  return `<g>
    <ellipse cx="${cx}" cy="${baseY + 6}" rx="${w * 0.6}" ry="${w * 0.09}" fill="#000" opacity="0.15"/>
    <rect x="${cx - w / 2}" y="${top + h * 0.12}" width="${w}" height="${h * 0.88}" rx="${w * 0.14}" fill="url(#honey)" stroke="${lighten(art.honey, 0.4)}" stroke-width="4"/>
    ${art.comb ? `<g opacity="0.85">${honeycombCells(cx - w * 0.34, top + h * 0.3, w * 0.07, 5, 6, darken(art.honey, 0.05), rngFor(art.title))}</g>` : ''}
    <rect x="${cx - w / 2 + 12}" y="${top + h * 0.18}" width="${w * 0.08}" height="${h * 0.7}" rx="${w * 0.04}" fill="#fff" opacity="${art.opaque ? 0.25 : 0.35}"/>
    <rect x="${cx - w * 0.42}" y="${top}" width="${w * 0.84}" height="${h * 0.14}" rx="8" fill="${art.accent}"/>
    <rect x="${cx - w * 0.42}" y="${top + h * 0.1}" width="${w * 0.84}" height="${h * 0.04}" fill="${darken(art.accent, 0.25)}"/>
    ${withLabel ? jarLabel(cx, top + h * 0.36, w * 0.8, h * 0.44, art) : ''}
  </g>`;
}

function pouch(cx: number, baseY: number, w: number, h: number, art: Art, rng: Rng) {
  const top = baseY - h;
  const lines = wrap(art.title, 12);
  const size = Math.min(30, (w * 0.8) / Math.max(...lines.map((l) => l.length)) / 0.6);
  const window = `<clipPath id="win"><rect x="${cx - w * 0.32}" y="${baseY - h * 0.34}" width="${w * 0.64}" height="${h * 0.22}" rx="14"/></clipPath>`;
  const content = art.item
    ? scatter(40, [cx - w * 0.34, baseY - h * 0.36, cx + w * 0.34, baseY - h * 0.1], (x, y, r) => bit(art.item!, x, y, 36, r, art, rng), rng)
    : `<rect x="${cx - w * 0.4}" y="${baseY - h * 0.4}" width="${w * 0.8}" height="${h * 0.3}" fill="${art.powder}"/>`;
  return `<g>
    <defs>${window}</defs>
    <ellipse cx="${cx}" cy="${baseY + 6}" rx="${w * 0.6}" ry="${w * 0.08}" fill="#000" opacity="0.15"/>
    <path d="M${cx - w / 2} ${top} L ${cx + w / 2} ${top} L ${cx + w / 2 + 10} ${baseY} L ${cx - w / 2 - 10} ${baseY} Z" fill="url(#kraft)"/>
    <rect x="${cx - w / 2}" y="${top}" width="${w}" height="18" fill="${darken('#c9a876', 0.12)}"/>
    <path d="M${cx - w / 2 + 6} ${top + 30} L ${cx + w / 2 - 6} ${top + 30}" stroke="${darken('#c9a876', 0.2)}" stroke-width="3" stroke-dasharray="6 5"/>
    <rect x="${cx - w * 0.42}" y="${top + h * 0.12}" width="${w * 0.84}" height="${h * 0.44}" rx="10" fill="${art.accent}"/>
    ${brandMark(cx, top + h * 0.12 + 38, 16, darken(art.accent, 0.3))}
    ${labelText(lines, cx, top + h * 0.12 + 90, size, '#fbf8f1')}
    <text x="${cx}" y="${top + h * 0.56 - 14}" font-family="${SANS}" font-size="16" fill="#fbf8f1" opacity="0.85" text-anchor="middle">${esc(art.size || 'Organic')}</text>
    <rect x="${cx - w * 0.32}" y="${baseY - h * 0.34}" width="${w * 0.64}" height="${h * 0.22}" rx="14" fill="${lighten(art.powder ?? '#a07040', 0.3)}"/>
    <g clip-path="url(#win)">${content}</g>
    <rect x="${cx - w * 0.32}" y="${baseY - h * 0.34}" width="${w * 0.64}" height="${h * 0.22}" rx="14" fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>
  </g>`;
}

function cupSide(cx: number, baseY: number, w: number, art: Art) {
  const h = w * 0.62;
  const top = baseY - h;
  const liquor = art.milky ? art.liquor : art.liquor;
  return `<g>
    <ellipse cx="${cx}" cy="${baseY + 10}" rx="${w * 0.85}" ry="${w * 0.16}" fill="#000" opacity="0.12"/>
    <ellipse cx="${cx}" cy="${baseY + 4}" rx="${w * 0.8}" ry="${w * 0.14}" fill="#fdfcf8" stroke="#e5dccb" stroke-width="3"/>
    <path d="M${cx + w / 2 - 6} ${top + h * 0.25} c ${w * 0.32} 0 ${w * 0.32} ${h * 0.5} 0 ${h * 0.55}" stroke="#f4efe4" stroke-width="${w * 0.07}" fill="none"/>
    <path d="M${cx - w / 2} ${top} L ${cx + w / 2} ${top} C ${cx + w / 2} ${top + h * 0.8} ${cx + w * 0.3} ${baseY} ${cx} ${baseY} C ${cx - w * 0.3} ${baseY} ${cx - w / 2} ${top + h * 0.8} ${cx - w / 2} ${top} Z" fill="#fdfcf8" stroke="#e5dccb" stroke-width="3"/>
    <path d="M${cx - w / 2 + 8} ${top + h * 0.35} C ${cx - w * 0.3} ${top + h * 0.55} ${cx + w * 0.3} ${top + h * 0.55} ${cx + w / 2 - 8} ${top + h * 0.35}" stroke="${art.accent}" stroke-width="5" fill="none" opacity="0.8"/>
    <ellipse cx="${cx}" cy="${top}" rx="${w / 2}" ry="${w * 0.1}" fill="#f4efe4"/>
    <ellipse cx="${cx}" cy="${top + 3}" rx="${w / 2 - 8}" ry="${w * 0.08}" fill="${liquor}"/>
    <ellipse cx="${cx - w * 0.12}" cy="${top + 1}" rx="${w * 0.14}" ry="${w * 0.025}" fill="#fff" opacity="0.35"/>
    ${[0, 1, 2].map((i) => `<path d="M${cx - w * 0.18 + i * w * 0.18} ${top - 20} c -18 -25 18 -40 0 -70" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.55" stroke-linecap="round"/>`).join('')}
  </g>`;
}

function cupTop(cx: number, cy: number, r: number, art: Art) {
  return `<g>
    <circle cx="${cx + 6}" cy="${cy + 8}" r="${r * 1.45}" fill="#000" opacity="0.1"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 1.45}" fill="#fdfcf8" stroke="#e5dccb" stroke-width="3"/>
    <rect x="${cx + r * 0.9}" y="${cy - r * 0.16}" width="${r * 0.75}" height="${r * 0.32}" rx="${r * 0.16}" fill="#f4efe4"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#f4efe4"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.88}" fill="${art.liquor}"/>
    <ellipse cx="${cx - r * 0.3}" cy="${cy - r * 0.35}" rx="${r * 0.3}" ry="${r * 0.12}" fill="#fff" opacity="0.3" transform="rotate(-30 ${cx - r * 0.3} ${cy - r * 0.35})"/>
  </g>`;
}

function bowlTop(cx: number, cy: number, r: number, inner: string, rim = '#f4efe4') {
  return `<g>
    <circle cx="${cx + 5}" cy="${cy + 8}" r="${r}" fill="#000" opacity="0.12"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${rim}" stroke="${darken(rim, 0.12)}" stroke-width="3"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="${inner}"/>
  </g>`;
}

/** A bowl seen from the side and a little above; `content` sits inside its rim. */
function bowlSide(cx: number, baseY: number, w: number, colour: string, content: string) {
  const h = w * 0.38;
  const rimY = baseY - h;
  const ry = w * 0.1;
  return `<g>
    <ellipse cx="${cx}" cy="${baseY + 4}" rx="${w * 0.55}" ry="${w * 0.08}" fill="#000" opacity="0.14"/>
    <ellipse cx="${cx}" cy="${rimY}" rx="${w / 2}" ry="${ry}" fill="${darken(colour, 0.25)}"/>
    ${content}
    <path d="M${cx - w / 2} ${rimY} A ${w / 2} ${ry} 0 0 0 ${cx + w / 2} ${rimY} C ${cx + w / 2} ${baseY - h * 0.1} ${cx + w * 0.3} ${baseY} ${cx} ${baseY} C ${cx - w * 0.3} ${baseY} ${cx - w / 2} ${baseY - h * 0.1} ${cx - w / 2} ${rimY} Z" fill="${colour}"/>
    <path d="M${cx - w / 2} ${rimY} A ${w / 2} ${ry} 0 0 0 ${cx + w / 2} ${rimY}" stroke="${lighten(colour, 0.25)}" stroke-width="5" fill="none"/>
    <path d="M${cx - w * 0.36} ${rimY + h * 0.45} C ${cx - w * 0.1} ${rimY + h * 0.6} ${cx + w * 0.1} ${rimY + h * 0.6} ${cx + w * 0.36} ${rimY + h * 0.45}" stroke="${darken(colour, 0.15)}" stroke-width="4" fill="none"/>
  </g>`;
}

/** What fills a side-view bowl: a liquid surface, or a heap rising above the rim. */
function bowlFill(cx: number, baseY: number, w: number, art: Art, rng: Rng) {
  const rimY = baseY - w * 0.38;
  if (art.family === 'honey') {
    return `<ellipse cx="${cx}" cy="${rimY + 4}" rx="${w / 2 - 10}" ry="${w * 0.085}" fill="${art.honey}"/><ellipse cx="${cx - w * 0.15}" cy="${rimY}" rx="${w * 0.12}" ry="${w * 0.02}" fill="#fff" opacity="0.35"/>`;
  }
  const heapBase = rimY + w * 0.04;
  if (!art.item) return powderMound(cx, heapBase, w * 0.86, w * 0.3, art.powder!, rng);
  return powderMound(cx, heapBase, w * 0.8, w * 0.12, darken(art.powder ?? '#8a6b3c', 0.2), rng) +
    scatter(34, [cx - w * 0.34, rimY - w * 0.12, cx + w * 0.34, rimY + w * 0.03], (x, y, r) => bit(art.item!, x, y, 46, r, art, rng), rng);
}

function dipper(x: number, y: number, len: number, rot: number, honey: string, drip = true) {
  const head = len * 0.28;
  const grooves = [0.2, 0.45, 0.7].map((k) => `<ellipse cx="${len / 2 - head + head * k}" cy="0" rx="${head * 0.09}" ry="${head * 0.36}" fill="${darken('#c79a5a', 0.25)}"/>`);
  return `<g ${at(x, y, rot)}>
    <rect x="${-len / 2}" y="${-len * 0.025}" width="${len - head}" height="${len * 0.05}" rx="${len * 0.025}" fill="#c79a5a"/>
    <ellipse cx="${-len / 2}" cy="0" rx="${len * 0.03}" ry="${len * 0.035}" fill="#b8874a"/>
    <rect x="${len / 2 - head}" y="${-head * 0.38}" width="${head}" height="${head * 0.76}" rx="${head * 0.3}" fill="#c79a5a"/>
    ${grooves.join('')}
    <rect x="${len / 2 - head - 4}" y="${-head * 0.42}" width="${head + 8}" height="${head * 0.84}" rx="${head * 0.32}" fill="${honey}" opacity="0.78"/>
    ${drip ? `<path d="M${len / 2 - head * 0.5} ${head * 0.35} q ${-head * 0.08} ${head * 0.6} 0 ${head * 1.3} q ${head * 0.08} ${-head * 0.7} ${head * 0.1} ${-head * 1.3} Z" fill="${honey}" opacity="0.85"/>` : ''}
  </g>`;
}

function woodBoard(x: number, y: number, w: number, h: number, rng: Rng) {
  const grain = Array.from({ length: 9 }, (_, i) => {
    const gy = y + ((i + 1) * h) / 10 + rng.range(-6, 6);
    return `<path d="M${x + 10} ${gy.toFixed(1)} C ${x + w * 0.3} ${(gy + rng.range(-10, 10)).toFixed(1)} ${x + w * 0.6} ${(gy + rng.range(-10, 10)).toFixed(1)} ${x + w - 10} ${gy.toFixed(1)}" stroke="#8a5a30" stroke-opacity="0.25" stroke-width="2" fill="none"/>`;
  });
  return `<g><rect x="${x + 8}" y="${y + 12}" width="${w}" height="${h}" rx="28" fill="#000" opacity="0.12"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="#c99a62"/>${grain.join('')}</g>`;
}

function table(w: number, h: number, surfaceY: number, art: Art) {
  return `<rect width="${w}" height="${h}" fill="url(#bg)"/>
    <rect y="${surfaceY}" width="${w}" height="${h - surfaceY}" fill="url(#surface)"/>
    <rect y="${surfaceY}" width="${w}" height="4" fill="${darken(art.tint, 0.12)}"/>`;
}

function baseDefs(art: Art) {
  return [
    linear('bg', [[0, lighten(art.tint, 0.4)], [1, mix(art.tint, art.accent, 0.12)]]),
    linear('surface', [[0, mix(art.tint, '#c99a62', 0.45)], [1, mix(art.tint, '#8a5a30', 0.45)]]),
    linear('top', [[0, mix(art.tint, '#e9dcc2', 0.6)], [1, mix(art.tint, '#d6c39b', 0.6)]], 1, 1),
    linear('tin', [[0, darken(art.accent, 0.2)], [0.35, lighten(art.accent, 0.18)], [0.6, art.accent], [1, darken(art.accent, 0.3)]], 1, 0),
    linear('honey', art.opaque
      ? [[0, lighten(art.honey, 0.2)], [1, darken(art.honey, 0.08)]]
      : [[0, lighten(art.honey, 0.25)], [0.5, art.honey], [1, darken(art.honey, 0.25)]]),
    linear('kraft', [[0, '#d8b98a'], [0.5, '#c9a876'], [1, '#b8935e']], 1, 0),
  ].join('');
}

// ───────────────────────── product compositions ─────────────────────────

const W = 800;

function packShot(art: Art, rng: Rng) {
  const floor = 600;
  let product = '';
  if (art.family === 'tea') product = teaTin(400, floor + 40, 300, 450, art);
  else if (art.family === 'honey') product = honeyJar(400, floor + 40, 310, 430, art);
  else product = pouch(400, floor + 40, 330, 480, art, rng);
  const side = art.family === 'tea'
    ? scatter(14, [90, floor + 50, 250, floor + 150], (x, y, r) => teaBit(art, x, y, 60, r, rng), rng) +
      scatter(10, [560, floor + 50, 720, floor + 150], (x, y, r) => teaBit(art, x, y, 60, r, rng), rng)
    : art.family === 'honey'
      ? dipper(640, floor + 90, 300, -18, art.honey) + scatter(3, [100, floor + 60, 230, floor + 150], (x, y, r) => bit(rng.pick(art.extras), x, y, 60, r, art, rng), rng)
      : art.item
        ? scatter(16, [80, floor + 50, 260, floor + 150], (x, y, r) => bit(art.item!, x, y, 50, r, art, rng), rng) +
          scatter(12, [560, floor + 50, 730, floor + 150], (x, y, r) => bit(art.item!, x, y, 50, r, art, rng), rng)
        : powderMound(150, floor + 140, 200, 70, art.powder!, rng) + scatter(4, [560, floor + 60, 720, floor + 150], (x, y, r) => bit(rng.pick(art.extras), x, y, 55, r, art, rng), rng);
  return svgDoc(W, W, baseDefs(art), table(W, W, floor, art) + side + product);
}

function closeUp(art: Art, rng: Rng) {
  const bg = `<rect width="${W}" height="${W}" fill="url(#top)"/>`;
  if (art.family === 'honey') {
    if (art.comb) {
      return svgDoc(W, W, baseDefs(art), `<rect width="${W}" height="${W}" fill="${darken(art.honey, 0.35)}"/>${honeycombCells(-20, -10, 46, 11, 13, art.honey, rng)}${dipper(520, 560, 460, -30, art.honey)}`);
    }
    const pool = `<path d="M0 560 C 200 520 420 600 800 540 L 800 800 L 0 800 Z" fill="url(#honey)"/><path d="M40 580 C 220 550 400 610 760 565" stroke="#fff" stroke-opacity="0.35" stroke-width="8" fill="none"/>`;
    // dipper centre (330, 280), length 420, 12 degrees: its head sits near x 485, y 310
    const stream = `<path d="M472 318 C 470 420 488 480 480 560 L 498 560 C 506 480 488 420 494 318 Z" fill="${art.honey}" opacity="0.9"/>`;
    return svgDoc(W, W, baseDefs(art), `<rect width="${W}" height="${W}" fill="url(#bg)"/>${pool}${stream}${dipper(330, 280, 420, 12, art.honey, false)}${scatter(4, [60, 80, 260, 320], (x, y, r) => bit(rng.pick(art.extras), x, y, 70, r, art, rng), rng)}`);
  }
  if (art.family === 'spice' && !art.item) {
    return svgDoc(W, W, baseDefs(art), `${bg}${powderMound(400, 700, 720, 420, art.powder!, rng)}${scatter(6, [60, 60, 740, 260], (x, y, r) => bit(rng.pick(art.extras), x, y, 80, r, art, rng), rng)}`);
  }
  // Few, large pieces: a macro view, and small files (every edge costs bytes in WebP).
  const fewer: Partial<Record<Bit, number>> = { star: 16, nutmeg: 16, vanilla: 10, saffron: 48, chilli: 34, quill: 30, bayleaf: 40 };
  const count = art.family === 'tea' ? (art.leafStyle === 'ctc' ? 130 : 42) : (art.item && fewer[art.item]) || 55;
  const s = art.family === 'tea' ? (art.leafStyle === 'ctc' ? 150 : 160) : art.item === 'pepper' ? 150 : art.item === 'seed' || art.item === 'fennel' ? 200 : 160;
  return svgDoc(W, W, baseDefs(art), `${bg}${scatter(count, [-30, -30, 830, 830], (x, y, r) => mainBit(art, x, y, s, r, rng), rng)}`);
}

function serving(art: Art, rng: Rng) {
  const floor = 560;
  let body = table(W, W, floor, art);
  if (art.family === 'tea') {
    body += cupSide(430, floor + 120, 270, art);
    body += scatter(9, [80, floor + 60, 250, floor + 200], (x, y, r) => teaBit(art, x, y, 60, r, rng), rng);
    body += art.extras.filter((e) => e !== 'leaf').map((e, i) => bit(e, 640 + i * 40, floor + 150 - i * 30, 70, rng.range(0, 360), art, rng)).join('');
    if (art.milky) body += scatter(4, [600, floor + 80, 740, floor + 200], (x, y, r) => bit(rng.pick(art.extras), x, y, 60, r, art, rng), rng);
  } else if (art.family === 'honey') {
    body += bowlSide(380, floor + 180, 340, '#f4efe4', bowlFill(380, floor + 180, 340, art, rng));
    body += dipper(520, floor + 40, 340, -35, art.honey);
    body += honeyJar(650, floor + 170, 150, 210, art, false);
    body += scatter(3, [80, floor + 120, 200, floor + 220], (x, y, r) => bit(rng.pick(art.extras), x, y, 60, r, art, rng), rng);
  } else {
    body += bowlSide(380, floor + 170, 360, '#8a5a30', bowlFill(380, floor + 170, 360, art, rng));
    body += `<g ${at(620, floor + 150, -20)}><ellipse cx="0" cy="0" rx="70" ry="40" fill="#b8874a"/><ellipse cx="0" cy="-4" rx="56" ry="28" fill="${art.powder ?? '#a07040'}"/><rect x="60" y="-10" width="170" height="20" rx="10" fill="#b8874a"/></g>`;
    body += scatter(6, [80, floor + 120, 220, floor + 220], (x, y, r) => bit(rng.pick(art.extras), x, y, 50, r, art, rng), rng);
  }
  return svgDoc(W, W, baseDefs(art), body);
}

function flatLay(art: Art, rng: Rng) {
  let body = `<rect width="${W}" height="${W}" fill="url(#top)"/>` + woodBoard(90, 110, 620, 580, rng);
  if (art.family === 'tea') {
    body += cupTop(520, 520, 95, art);
    body += bowlTop(300, 300, 130, lighten(art.leaf, 0.2));
    body += scatter(art.leafStyle === 'ctc' ? 260 : 40, [200, 200, 400, 400], (x, y, r) => teaBit(art, x, y, 60, r, rng), rng);
  } else if (art.family === 'honey') {
    body += bowlTop(330, 330, 150, art.honey);
    body += `<ellipse cx="290" cy="290" rx="50" ry="18" fill="#fff" opacity="0.3" transform="rotate(-35 290 290)"/>`;
    body += dipper(500, 560, 320, -40, art.honey);
    body += `<g opacity="0.95">${honeycombCells(470, 170, 26, 5, 4, art.honey, rng)}</g>`;
  } else {
    body += bowlTop(330, 330, 150, art.powder ?? '#a07040', '#8a5a30');
    if (art.item) body += scatter(55, [215, 215, 445, 445], (x, y, r) => bit(art.item!, x, y, 40, r, art, rng), rng);
    body += bowlTop(540, 540, 95, lighten(art.powder ?? '#a07040', 0.1), '#f4efe4');
  }
  body += scatter(8, [110, 480, 360, 670], (x, y, r) => bit(rng.pick(art.extras.length ? art.extras : (['leaf'] as Bit[])), x, y, 55, r, art, rng), rng);
  body += scatter(5, [520, 140, 690, 300], (x, y, r) => bit(rng.pick(art.extras.length ? art.extras : (['leaf'] as Bit[])), x, y, 55, r, art, rng), rng);
  return svgDoc(W, W, baseDefs(art), body);
}

const COMPOSITIONS = [packShot, closeUp, serving, flatLay];

async function makeProducts() {
  let total = 0;
  let largest = 0;
  for (const p of products) {
    const art = artFor(p);
    for (const [i, url] of p.images.entries()) {
      const svg = COMPOSITIONS[i % COMPOSITIONS.length](art, rngFor(`${p.slug}:${i}`));
      // Close-ups are all edges; a lower quality keeps them near the others' size.
      const size = await writeImage(url, svg, { quality: i === 1 ? 58 : 70 });
      total += size;
      largest = Math.max(largest, size);
    }
  }
  console.log(`products: ${products.length} products, ${(total / 1024).toFixed(0)} KB, largest ${(largest / 1024).toFixed(1)} KB`);
}

// ───────────────────────── categories ─────────────────────────

function flatCategories(tree: SeedCategory[]): SeedCategory[] {
  return tree.flatMap((c) => [c, ...flatCategories(c.children ?? [])]);
}

async function makeCategories() {
  for (const c of flatCategories(categories)) {
    if (!c.imageUrl) continue;
    // A root shows a mix of its children; a leaf shows one of its products.
    const sample = products.find((p) => p.categorySlug === c.slug) ?? products.find((p) => (c.children ?? []).some((k) => k.slug === p.categorySlug));
    if (!sample) continue;
    const art = { ...artFor(sample), tint: c.slug === 'tea' || c.slug.endsWith('tea') ? '#eef6f1' : c.slug.includes('honey') || c.slug === 'honey' ? '#fdf6e6' : '#fcefe9' };
    const svg = c.children?.length ? rootCategoryArt(c.slug, art) : flatLay(art, rngFor(`cat:${c.slug}`));
    await writeImage(c.imageUrl, svg.replace(`width="${W}" height="${W}"`, 'width="400" height="400"'));
  }
  console.log('categories: done');
}

function rootCategoryArt(slug: string, art: Art) {
  const rng = rngFor(`root:${slug}`);
  let body = `<rect width="${W}" height="${W}" fill="url(#top)"/>`;
  if (slug === 'tea') {
    const green = { ...art, leaf: '#5f8f3a', leafStyle: 'open' as const, liquor: '#d8c55a' };
    const black = { ...art, leaf: '#3b2618', leafStyle: 'rolled' as const, liquor: '#9c3d12' };
    body += scatter(40, [0, 0, 800, 800], (x, y, r) => teaBit(green, x, y, 90, r, rng), rng);
    body += cupTop(420, 420, 150, black);
  } else if (slug === 'honey') {
    body = `<rect width="${W}" height="${W}" fill="${darken(art.honey, 0.3)}"/>${honeycombCells(-20, -10, 46, 11, 13, '#e0a22a', rng)}`;
    body += honeyJar(400, 720, 300, 420, { ...art, honey: '#d9961f', comb: false, title: 'Raw Honey', size: '' }, false);
  } else {
    const spots: [number, number, string, Bit | null][] = [
      [250, 250, '#e8a013', null], [550, 250, '#7aa548', 'pod'], [250, 550, '#2b2320', 'pepper'], [550, 550, '#c5281c', null], [400, 400, '#a0582a', 'quill'],
    ];
    for (const [x, y, colour, item] of spots) {
      body += bowlTop(x, y, 125, colour, '#8a5a30');
      if (item) body += scatter(item === 'quill' ? 5 : 26, [x - 70, y - 70, x + 70, y + 70], (bx, by, r) => bit(item, bx, by, 45, r, art, rng), rng);
    }
  }
  return svgDoc(W, W, baseDefs(art), body);
}

// ───────────────────────── banners, blog, team, og ─────────────────────────

function hills(w: number, h: number, horizon: number, colours: string[], rng: Rng) {
  return colours
    .map((colour, i) => {
      const y = horizon + i * (h - horizon) * 0.18;
      const pts = Array.from({ length: 7 }, (_, k) => `${((w / 6) * k).toFixed(0)},${(y + rng.range(-40, 30)).toFixed(0)}`);
      return `<path d="M0 ${h} L ${pts.join(' L ')} L ${w} ${h} Z" fill="${colour}" stroke-linejoin="round"/>`;
    })
    .join('');
}

function teaRows(w: number, h: number, top: number, rng: Rng) {
  const rows: string[] = [];
  for (let i = 0; i < 9; i++) {
    const y = top + i * i * 6 + i * 18;
    const r = 10 + i * 4;
    for (let x = -20 + (i % 2) * r; x < w + 20; x += r * 1.6) {
      rows.push(`<circle cx="${x.toFixed(0)}" cy="${(y + rng.range(-3, 3)).toFixed(0)}" r="${r}" fill="${mix('#3d8a67', '#1a4a36', i / 10 + rng.range(0, 0.15))}"/>`);
    }
  }
  return rows.join('');
}

function sceneDefs(art: Art, sky: [string, string]) {
  return baseDefs(art) + linear('sky', [[0, sky[0]], [1, sky[1]]]);
}

function bannerArt(name: string, w: number, h: number): string {
  const rng = rngFor(`banner:${name}`);
  const honeyArtBase = artFor(products.find((p) => p.slug === 'wild-forest-honey') ?? products[0]);
  const chai = artFor(products.find((p) => p.slug === 'classic-masala-chai-tea') ?? products[0]);
  const firstFlush = artFor(products.find((p) => p.slug === 'darjeeling-first-flush') ?? products[0]);
  switch (name) {
    case 'side-raw-honey': {
      const art = { ...honeyArtBase, honey: '#d9961f', tint: '#fdf6e6', accent: '#1a4a36', title: 'Raw Honey', size: '500 g' };
      return svgDoc(w, h, baseDefs(art), `<rect width="${w}" height="${h}" fill="${darken('#d9961f', 0.45)}"/>${honeycombCells(-10, -10, 34, 14, 10, '#c98a1c', rng)}<rect width="${w}" height="${h}" fill="#000" opacity="0.15"/>${honeyJar(560, h - 40, 200, 290, art)}${dipper(300, h - 150, 300, -25, '#e0a22a')}`);
    }
    case 'side-spice-box': {
      const colours = ['#e8a013', '#c5281c', '#7a5630', '#a8874a', '#2b2320', '#7aa548', '#d9c08a'];
      let body = `<rect width="${w}" height="${h}" fill="#5a3220"/>`;
      body += `<circle cx="${w * 0.6}" cy="${h * 0.45}" r="${h * 0.44}" fill="#c9ccd1"/><circle cx="${w * 0.6}" cy="${h * 0.45}" r="${h * 0.41}" fill="#e3e6ea"/>`;
      const r = h * 0.1;
      colours.forEach((colour, i) => {
        const a = (i / 6) * Math.PI * 2;
        const cx = i === 6 ? w * 0.6 : w * 0.6 + Math.cos(a) * h * 0.26;
        const cy = i === 6 ? h * 0.45 : h * 0.45 + Math.sin(a) * h * 0.26;
        body += `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r}" fill="#b9bdc3"/><circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r * 0.86}" fill="${colour}"/>`;
      });
      body += scatter(8, [40, 40, 260, h - 40], (x, y, rot) => bit(rng.pick(['chilli', 'star', 'quill', 'pod'] as Bit[]), x, y, 50, rot, chai, rng), rng);
      return svgDoc(w, h, baseDefs(chai), body);
    }
    case 'slide-first-flush': {
      let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/><circle cx="${w * 0.78}" cy="${h * 0.22}" r="60" fill="#fff3c4" opacity="0.9"/>`;
      body += hills(w, h, h * 0.3, ['#9fb8c6', '#7fa39a', '#5f8f6a'], rng);
      body += teaRows(w, h, h * 0.55, rng);
      body += `<rect width="${w}" height="${h}" fill="#ffffff" opacity="0.08"/>`;
      body += cupSide(w * 0.72, h - 60, 260, firstFlush);
      return svgDoc(w, h, sceneDefs(firstFlush, ['#cfe3ea', '#f4f0dc']), body);
    }
    case 'slide-masala-chai': {
      let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/><rect y="${h * 0.7}" width="${w}" height="${h * 0.3}" fill="#6b3d22"/>`;
      body += scatter(24, [w * 0.45, h * 0.74, w, h], (x, y, r) => bit(rng.pick(['pod', 'quill', 'star', 'clove', 'ginger', 'pepper'] as Bit[]), x, y, 60, r, chai, rng), rng);
      body += kettle(w * 0.88, h * 0.58, 190);
      body += glassChai(w * 0.6, h * 0.86, 230, chai.liquor) + glassChai(w * 0.74, h * 0.9, 260, chai.liquor);
      return svgDoc(w, h, sceneDefs(chai, ['#3a1f14', '#8a4a26']), body);
    }
    case 'slide-wild-honey': {
      let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
      body += hills(w, h, h * 0.35, ['#2d5a27', '#224a20', '#183a18'], rng);
      body += Array.from({ length: 18 }, (_, i) => {
        const x = (w / 17) * i + rng.range(-20, 20);
        const th = rng.range(h * 0.35, h * 0.7);
        return `<rect x="${x.toFixed(0)}" y="${(h - th).toFixed(0)}" width="14" height="${th.toFixed(0)}" fill="#2a1a10"/><circle cx="${(x + 7).toFixed(0)}" cy="${(h - th).toFixed(0)}" r="${rng.range(50, 90).toFixed(0)}" fill="${mix('#2d5a27', '#0f2a12', rng.next())}"/>`;
      }).join('');
      // wild rock-bee combs hang from branches
      body += `<path d="M${w * 0.4} ${h * 0.12} C ${w * 0.6} ${h * 0.05} ${w * 0.8} ${h * 0.16} ${w} ${h * 0.08}" stroke="#3a2414" stroke-width="26" fill="none" stroke-linecap="round"/>`;
      body += `<g opacity="0.97">${honeycombCells(w * 0.55, h * 0.165, 30, 8, 6, '#d9961f', rng)}</g>`;
      body += honeyJar(w * 0.86, h - 30, 180, 260, { ...honeyArtBase, title: 'Wild Forest Honey' });
      return svgDoc(w, h, sceneDefs(honeyArtBase, ['#1f3a2a', '#6b8a4a']), body);
    }
    default: {
      // slide-spice-route: bowls of spices in a row on dark wood
      let body = `<rect width="${w}" height="${h}" fill="#3a2216"/>`;
      body += Array.from({ length: 8 }, (_, i) => `<path d="M0 ${(i + 1) * 80} C ${w * 0.3} ${(i + 1) * 80 + rng.range(-20, 20)} ${w * 0.7} ${(i + 1) * 80 + rng.range(-20, 20)} ${w} ${(i + 1) * 80}" stroke="#2a160e" stroke-width="3" fill="none"/>`).join('');
      const spots: [number, number, number, string, Bit | null][] = [
        [0.55, 0.3, 120, '#e8a013', null], [0.74, 0.28, 110, '#7aa548', 'pod'], [0.92, 0.35, 120, '#2b2320', 'pepper'],
        [0.62, 0.72, 120, '#c5281c', null], [0.82, 0.74, 125, '#c4161c', 'saffron'], [0.45, 0.78, 90, '#a0582a', 'quill'],
      ];
      for (const [fx, fy, r, colour, item] of spots) {
        body += bowlTop(w * fx, h * fy, r, colour, '#8a5a30');
        if (item) body += scatter(item === 'quill' ? 4 : item === 'saffron' ? 40 : 26, [w * fx - r * 0.6, h * fy - r * 0.6, w * fx + r * 0.6, h * fy + r * 0.6], (x, y, rot) => bit(item, x, y, 40, rot, chai, rng), rng);
      }
      body += scatter(14, [w * 0.4, 0, w, h], (x, y, r) => bit(rng.pick(['star', 'chilli', 'bayleaf', 'clove'] as Bit[]), x, y, 55, r, chai, rng), rng);
      return svgDoc(w, h, baseDefs(chai), body);
    }
  }
}

function glassChai(cx: number, baseY: number, hgt: number, liquor: string) {
  const w = hgt * 0.62;
  return `<g><ellipse cx="${cx}" cy="${baseY + 4}" rx="${w * 0.55}" ry="${w * 0.1}" fill="#000" opacity="0.25"/>
    <path d="M${cx - w / 2} ${baseY - hgt} L ${cx + w / 2} ${baseY - hgt} L ${cx + w * 0.38} ${baseY} L ${cx - w * 0.38} ${baseY} Z" fill="#ffffff" opacity="0.25"/>
    <path d="M${cx - w * 0.46} ${baseY - hgt * 0.85} L ${cx + w * 0.46} ${baseY - hgt * 0.85} L ${cx + w * 0.38} ${baseY - 4} L ${cx - w * 0.38} ${baseY - 4} Z" fill="${liquor}"/>
    <ellipse cx="${cx}" cy="${baseY - hgt * 0.85}" rx="${w * 0.46}" ry="${w * 0.07}" fill="${lighten(liquor, 0.3)}"/>
    ${[0.3, 0.5, 0.7].map((k) => `<path d="M${cx - w * 0.44 + k * 3} ${baseY - hgt * k} L ${cx + w * 0.44 - k * 3} ${baseY - hgt * k}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>`).join('')}
    <path d="M${cx - 10} ${baseY - hgt - 15} c -18 -25 18 -40 0 -70" stroke="#fff" stroke-width="6" fill="none" opacity="0.45" stroke-linecap="round"/></g>`;
}

function kettle(cx: number, cy: number, s: number) {
  return `<g><ellipse cx="${cx}" cy="${cy + s * 0.6}" rx="${s * 0.7}" ry="${s * 0.1}" fill="#000" opacity="0.3"/>
    <path d="M${cx - s * 0.6} ${cy + s * 0.55} C ${cx - s * 0.75} ${cy - s * 0.1} ${cx - s * 0.4} ${cy - s * 0.45} ${cx} ${cy - s * 0.45} C ${cx + s * 0.4} ${cy - s * 0.45} ${cx + s * 0.75} ${cy - s * 0.1} ${cx + s * 0.6} ${cy + s * 0.55} Z" fill="#b87333"/>
    <path d="M${cx - s * 0.62} ${cy + s * 0.1} C ${cx - s * 0.9} ${cy} ${cx - s} ${cy - s * 0.2} ${cx - s * 1.1} ${cy - s * 0.35}" stroke="#b87333" stroke-width="${s * 0.12}" fill="none" stroke-linecap="round"/>
    <path d="M${cx - s * 0.35} ${cy - s * 0.5} C ${cx - s * 0.3} ${cy - s * 0.95} ${cx + s * 0.3} ${cy - s * 0.95} ${cx + s * 0.35} ${cy - s * 0.5}" stroke="#2a1a10" stroke-width="${s * 0.06}" fill="none"/>
    <ellipse cx="${cx - s * 0.25}" cy="${cy}" rx="${s * 0.12}" ry="${s * 0.3}" fill="#fff" opacity="0.2"/></g>`;
}

async function makeBanners() {
  for (const b of banners) {
    const name = path.basename(b.imageUrl, '.webp');
    const side = b.displayOrder <= 2;
    const [w, h] = side ? [800, 480] : [1600, 640];
    const size = await writeImage(b.imageUrl, bannerArt(name, w, h), { quality: side ? 70 : 68 });
    console.log(`banner ${name}: ${(size / 1024).toFixed(1)} KB`);
  }
}

const BLOG_SCENES: Record<string, { product: string; scene: 'cup' | 'two-cups' | 'jar' | 'two-jars' | 'dabba' | 'mound' | 'crocus' | 'chai' | 'pot' }> = {
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

function blogArt(slug: string): string {
  const w = 960;
  const h = 720;
  const spec = BLOG_SCENES[slug] ?? { product: products[0].slug, scene: 'cup' as const };
  const p = products.find((x) => x.slug === spec.product) ?? products[0];
  const art = artFor(p);
  const rng = rngFor(`blog:${slug}`);
  const floor = 500;
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/><rect y="${floor}" width="${w}" height="${h - floor}" fill="url(#surface)"/>`;
  const scatterExtras = (n: number) => scatter(n, [60, floor + 60, w - 60, h - 40], (x, y, r) => bit(rng.pick(art.extras.length ? art.extras : (['leaf'] as Bit[])), x, y, 60, r, art, rng), rng);
  switch (spec.scene) {
    case 'cup':
      body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>${hills(w, floor + 40, 200, ['#9fb8c6', '#7fa39a', '#5f8f6a'], rng)}<rect y="${floor}" width="${w}" height="${h - floor}" fill="url(#surface)"/>`;
      body += cupSide(w * 0.55, floor + 130, 300, art) + scatter(10, [80, floor + 60, 300, h - 40], (x, y, r) => teaBit(art, x, y, 60, r, rng), rng);
      return svgDoc(w, h, sceneDefs(art, ['#d9ebf0', '#f6f1de']), body);
    case 'two-cups': {
      const first = artFor(products.find((x) => x.slug === 'darjeeling-first-flush') ?? p);
      body += cupSide(w * 0.32, floor + 120, 250, first) + cupSide(w * 0.7, floor + 120, 250, art);
      body += scatter(8, [w * 0.1, floor + 150, w * 0.45, h - 30], (x, y, r) => teaBit(first, x, y, 55, r, rng), rng);
      body += scatter(8, [w * 0.55, floor + 150, w * 0.9, h - 30], (x, y, r) => teaBit(art, x, y, 55, r, rng), rng);
      return svgDoc(w, h, baseDefs(art), body);
    }
    case 'jar':
      body += honeyJar(w * 0.42, floor + 130, 280, 380, art);
      body += `<g ${at(w * 0.72, floor - 40, -30)}><circle r="90" fill="#ffffff" opacity="0.35" stroke="#3a3a3a" stroke-width="14"/><rect x="-12" y="88" width="24" height="150" rx="10" fill="#3a3a3a"/></g>`;
      body += `<g ${at(w * 0.82, floor + 120)}><path d="M-30 -120 L -30 -40 L -80 60 Q -85 80 -60 80 L 60 80 Q 85 80 80 60 L 30 -40 L 30 -120 Z" fill="#ffffff" opacity="0.6" stroke="#9aa6a0" stroke-width="5"/><path d="M-62 30 L 62 30 L 78 62 Q 80 76 60 76 L -60 76 Q -80 76 -78 62 Z" fill="${art.honey}" opacity="0.9"/></g>`;
      return svgDoc(w, h, baseDefs(art), body);
    case 'two-jars': {
      const clear = { ...art, opaque: false, honey: '#d9961f', title: 'Runny', size: '' };
      const set = { ...art, opaque: true, title: 'Crystallised', size: '' };
      return svgDoc(w, h, baseDefs(set), body + honeyJar(w * 0.7, floor + 130, 230, 320, set) + dipper(w * 0.3, floor + 60, 300, -20, clear.honey) + scatterExtras(4));
    }
    case 'dabba': {
      const colours = ['#e8a013', '#c5281c', '#7a5630', '#a8874a', '#2b2320', '#7aa548', '#d9c08a'];
      body = `<rect width="${w}" height="${h}" fill="url(#top)"/>${woodBoard(80, 60, 800, 600, rng)}<circle cx="${w / 2}" cy="${h / 2}" r="250" fill="#c9ccd1"/><circle cx="${w / 2}" cy="${h / 2}" r="232" fill="#e3e6ea"/>`;
      colours.forEach((colour, i) => {
        const a = (i / 6) * Math.PI * 2;
        const cx = i === 6 ? w / 2 : w / 2 + Math.cos(a) * 145;
        const cy = i === 6 ? h / 2 : h / 2 + Math.sin(a) * 145;
        body += `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="70" fill="#b9bdc3"/><circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="61" fill="${colour}"/>`;
      });
      return svgDoc(w, h, baseDefs(art), body);
    }
    case 'mound':
      body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>${hills(w, floor + 60, 180, ['#7fa39a', '#4f7d53', '#2d5a27'], rng)}<rect y="${floor}" width="${w}" height="${h - floor}" fill="url(#surface)"/>`;
      body += bowlSide(w * 0.45, floor + 150, 380, '#8a5a30', bowlFill(w * 0.45, floor + 150, 380, art, rng));
      body += scatter(5, [w * 0.68, floor + 60, w - 60, h - 40], (x, y, r) => bit('turmeric', x, y, 80, r, art, rng), rng);
      return svgDoc(w, h, sceneDefs(art, ['#dfe9d8', '#f3ecd6']), body);
    case 'crocus': {
      body = `<rect width="${w}" height="${h}" fill="url(#sky)"/><rect y="${floor - 40}" width="${w}" height="${h - floor + 40}" fill="#6b4a2a"/>`;
      body += Array.from({ length: 16 }, (_, i) => {
        const x = 60 + (i % 8) * 115 + rng.range(-20, 20);
        const y = (i < 8 ? floor + 10 : floor + 140) + rng.range(-15, 15);
        const petals = Array.from({ length: 6 }, (_, k) => `<ellipse cx="0" cy="-34" rx="14" ry="34" fill="${k % 2 ? '#8a5ab8' : '#a070d0'}" transform="rotate(${k * 60})"/>`).join('');
        return `<g ${at(x, y)}><path d="M0 0 L0 80" stroke="#4f7d33" stroke-width="6"/><g transform="translate(0 -10)">${petals}${[0, 120, 240].map((a) => `<path d="M0 0 l0 -40" stroke="#c4161c" stroke-width="5" transform="rotate(${a})" stroke-linecap="round"/>`).join('')}</g></g>`;
      }).join('');
      return svgDoc(w, h, sceneDefs(art, ['#c9d9ea', '#efe6f4']), body);
    }
    case 'chai':
      body = `<rect width="${w}" height="${h}" fill="url(#sky)"/><rect y="${floor}" width="${w}" height="${h - floor}" fill="#6b3d22"/>`;
      body += glassChai(w * 0.35, floor + 150, 220, art.liquor) + glassChai(w * 0.58, floor + 170, 240, art.liquor) + kettle(w * 0.82, floor + 30, 170);
      body += scatter(14, [40, floor + 60, w - 40, h - 20], (x, y, r) => bit(rng.pick(['pod', 'quill', 'star', 'clove', 'ginger'] as Bit[]), x, y, 55, r, art, rng), rng);
      return svgDoc(w, h, sceneDefs(art, ['#3a1f14', '#8a4a26']), body);
    case 'pot':
      body += `<g><ellipse cx="${w * 0.45}" cy="${floor + 160}" rx="230" ry="30" fill="#000" opacity="0.2"/><path d="M${w * 0.45 - 200} ${floor - 60} L ${w * 0.45 + 200} ${floor - 60} L ${w * 0.45 + 180} ${floor + 150} L ${w * 0.45 - 180} ${floor + 150} Z" fill="#9a9ea4"/><ellipse cx="${w * 0.45}" cy="${floor - 60}" rx="200" ry="34" fill="#c9ccd1"/><ellipse cx="${w * 0.45}" cy="${floor - 56}" rx="185" ry="28" fill="${art.liquor}"/></g>`;
      body += [0, 1, 2].map((i) => `<path d="M${w * 0.38 + i * 60} ${floor - 100} c -25 -35 25 -55 0 -100" stroke="#fff" stroke-width="8" fill="none" opacity="0.5" stroke-linecap="round"/>`).join('');
      return svgDoc(w, h, baseDefs(art), body + scatterExtras(6));
  }
}

async function makeBlog() {
  for (const post of blogPosts) {
    if (!post.featuredImage) continue;
    await writeImage(post.featuredImage, blogArt(post.slug), { quality: 68 });
  }
  console.log(`blog: ${blogPosts.length} covers`);
}

const SKIN = ['#f1c9a5', '#e0ac85', '#c98e66', '#a86f4a', '#8a5a3a'];
const HAIR = ['#1f1612', '#2e211a', '#3d2b1f', '#4a3a30', '#6b6b6b'];
const SHIRTS = ['#1a4a36', '#225c43', '#8b3318', '#a86d0c', '#3b3f7a', '#5c2a4a', '#1f5e63', '#2d5a27'];
const BACKS = ['#eef6f1', '#fdf6e6', '#fcefe9', '#f1ede4', '#e8eef6', '#f3e9f1'];

/** A simple illustrated head-and-shoulders portrait, varied by name. */
function portrait(name: string, feminine: boolean) {
  const rng = rngFor(`team:${name}`);
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const shirt = rng.pick(SHIRTS);
  const back = rng.pick(BACKS);
  const s = 400;
  const longHair = feminine && rng.next() < 0.75;
  const bun = feminine && !longHair;
  const beard = !feminine && rng.next() < 0.35;
  const glasses = rng.next() < 0.3;
  const bindi = feminine && rng.next() < 0.5;
  const parts = [
    `<rect width="${s}" height="${s}" fill="${back}"/>`,
    `<circle cx="${s * 0.78}" cy="${s * 0.2}" r="${s * 0.22}" fill="${darken(back, 0.05)}"/>`,
    longHair ? `<path d="M120 170 C 110 300 120 340 140 360 L 260 360 C 280 340 290 300 280 170 Z" fill="${hair}"/>` : '',
    `<path d="M60 400 C 70 310 130 280 200 280 C 270 280 330 310 340 400 Z" fill="${shirt}"/>`,
    `<path d="M170 270 L 200 320 L 230 270 Z" fill="${lighten(shirt, 0.85)}"/>`,
    `<rect x="178" y="230" width="44" height="50" rx="18" fill="${darken(skin, 0.08)}"/>`,
    `<ellipse cx="200" cy="180" rx="70" ry="82" fill="${skin}"/>`,
    `<ellipse cx="130" cy="185" rx="10" ry="16" fill="${darken(skin, 0.05)}"/><ellipse cx="270" cy="185" rx="10" ry="16" fill="${darken(skin, 0.05)}"/>`,
    feminine
      ? `<path d="M128 175 C 120 100 170 88 200 90 C 245 88 285 110 272 175 C 262 130 230 118 200 120 C 165 118 140 135 128 175 Z" fill="${hair}"/>`
      : `<path d="M130 165 C 125 110 165 92 200 94 C 240 92 278 112 270 165 C 262 135 240 122 200 124 C 160 124 140 135 130 165 Z" fill="${hair}"/>`,
    bun ? `<circle cx="200" cy="92" r="30" fill="${hair}"/>` : '',
    `<ellipse cx="175" cy="185" rx="7" ry="8" fill="#2a1a12"/><ellipse cx="225" cy="185" rx="7" ry="8" fill="#2a1a12"/>`,
    `<path d="M162 168 q 13 -8 26 0 M212 168 q 13 -8 26 0" stroke="${hair}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    `<path d="M198 195 q -6 18 4 22" stroke="${darken(skin, 0.2)}" stroke-width="3" fill="none" stroke-linecap="round"/>`,
    `<path d="M180 228 q 20 14 40 0" stroke="#8a3a2a" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    beard ? `<path d="M135 200 C 140 270 175 268 200 268 C 225 268 260 270 265 200 C 250 240 230 245 200 245 C 170 245 150 240 135 200 Z" fill="${hair}" opacity="0.9"/><path d="M180 228 q 20 14 40 0" stroke="#f4e0d0" stroke-width="3" fill="none"/>` : '',
    glasses ? `<circle cx="175" cy="186" r="18" fill="none" stroke="#2a2a2a" stroke-width="4"/><circle cx="225" cy="186" r="18" fill="none" stroke="#2a2a2a" stroke-width="4"/><path d="M193 186 h14" stroke="#2a2a2a" stroke-width="4"/>` : '',
    bindi ? `<circle cx="200" cy="160" r="4" fill="#b0122e"/>` : '',
  ];
  return svgDoc(s, s, '', parts.join(''));
}

const FEMININE = new Set(['Meenakshi Iyer', 'Kavita Bisht', 'Dr. Farhana Ahmed', 'Nisha Agarwal', 'Priyanka Deka', 'Ishita Chatterjee']);

async function makeTeam() {
  for (const m of team) await writeImage(m.profileImage, portrait(m.name, FEMININE.has(m.name)), { quality: 72 });
  console.log(`team: ${team.length} portraits`);
}

async function makeOg() {
  // lib/seo/metadata.ts DEFAULT_OG_IMAGE is '/og-default.png'
  const w = 1200;
  const h = 630;
  const rng = rngFor('og');
  const tea = artFor(products.find((p) => p.slug === 'assam-orthodox-black-tea') ?? products[0]);
  const honey = artFor(products.find((p) => p.slug === 'raw-multiflora-honey') ?? products[0]);
  let body = `<rect width="${w}" height="${h}" fill="#fbf8f1"/><rect y="470" width="${w}" height="160" fill="#e6d9bd"/>`;
  body += `<rect width="${w}" height="${h}" fill="url(#fade)"/>`;
  body += brandMark(140, 150, 60, '#1a4a36');
  body += `<text x="220" y="170" font-family="${FONT}" font-size="64" font-weight="bold" fill="#12362a">Organic Tattva</text>`;
  body += `<text x="90" y="270" font-family="${SANS}" font-size="30" fill="#225c43">Single-origin organic tea, raw honey</text><text x="90" y="312" font-family="${SANS}" font-size="30" fill="#225c43">and hand-picked spices from India</text>`;
  body += `<text x="90" y="400" font-family="${SANS}" font-size="22" fill="#55605a">Free shipping over ₹5000 · Dispatch within 24 hours</text>`;
  body += cupSide(760, 560, 200, tea);
  body += honeyJar(1010, 580, 170, 250, { ...honey, title: 'Raw Honey' });
  body += scatter(10, [620, 520, 900, 610], (x, y, r) => bit(rng.pick(['pod', 'star', 'quill', 'chilli'] as Bit[]), x, y, 50, r, tea, rng), rng);
  const size = await writeImage('og-default.png', svgDoc(w, h, baseDefs(tea) + linear('fade', [[0, '#ffffff00'], [1, '#e6d9bd55']]), body), { png: true });
  console.log(`og-default.png: ${(size / 1024).toFixed(1)} KB`);
}

const GROUPS: Record<string, () => Promise<void>> = {
  products: makeProducts,
  categories: makeCategories,
  banners: makeBanners,
  blog: makeBlog,
  team: makeTeam,
  og: makeOg,
};

async function main() {
  const wanted = process.argv.slice(2);
  for (const [name, run] of Object.entries(GROUPS)) {
    if (wanted.length === 0 || wanted.includes(name)) await run();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
