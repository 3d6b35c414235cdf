/** The four pictures of every product: pack shot, close-up, serving and flat lay. */
import type { Art, Bit } from './art-types';
import { bit, extrasOr, mainBit, scatter, scatterAny, scatterOf, scatterTea } from './bits';
import { bowlTop, filledBowl, powderMound } from './bowls';
import { darken, lighten } from './colour';
import { cupSide, cupTop } from './cups';
import { combWall, dipper, honeycombCells } from './honey';
import { honeyJar, pouch, teaTin } from './packaging';
import type { Rng } from './rng';
import { baseDefs, table, woodBoard } from './scene';
import { at, backdrop, svgDoc } from './svg';

/** Product pictures are square, W × W. */
export const W = 800;

/** The pack on a table, with some of what is inside scattered either side. */
export function packShot(art: Art, rng: Rng) {
  const floor = 600;
  let product = '';
  if (art.family === 'tea') product = teaTin(400, floor + 40, 300, 450, art);
  else if (art.family === 'honey') product = honeyJar(400, floor + 40, 310, 430, art);
  else product = pouch(400, floor + 40, 330, 480, art, rng);
  const side =
    art.family === 'tea'
      ? scatterTea(14, [90, floor + 50, 250, floor + 150], 60, art, rng) +
        scatterTea(10, [560, floor + 50, 720, floor + 150], 60, art, rng)
      : art.family === 'honey'
        ? dipper(640, floor + 90, 300, -18, art.honey) +
          scatterAny(3, [100, floor + 60, 230, floor + 150], art.extras, 60, art, rng)
        : art.item
          ? scatterOf(16, [80, floor + 50, 260, floor + 150], art.item, 50, art, rng) +
            scatterOf(12, [560, floor + 50, 730, floor + 150], art.item, 50, art, rng)
          : powderMound(150, floor + 140, 200, 70, art.powder!, rng) +
            scatterAny(4, [560, floor + 60, 720, floor + 150], art.extras, 55, art, rng);
  return svgDoc(W, W, baseDefs(art), table(W, W, floor, art) + side + product);
}

/** The material itself, filling the frame. */
export function closeUp(art: Art, rng: Rng) {
  const bg = backdrop(W, W, 'url(#top)');
  if (art.family === 'honey') {
    if (art.comb) {
      return svgDoc(
        W,
        W,
        baseDefs(art),
        `${combWall(W, darken(art.honey, 0.35), art.honey, rng)}${dipper(520, 560, 460, -30, art.honey)}`,
      );
    }
    const pool = `<path d="M0 560 C 200 520 420 600 800 540 L 800 800 L 0 800 Z" fill="url(#honey)"/><path d="M40 580 C 220 550 400 610 760 565" stroke="#fff" stroke-opacity="0.35" stroke-width="8" fill="none"/>`;
    // dipper centre (330, 280), length 420, 12 degrees: its head sits near x 485, y 310
    const stream = `<path d="M472 318 C 470 420 488 480 480 560 L 498 560 C 506 480 488 420 494 318 Z" fill="${art.honey}" opacity="0.9"/>`;
    return svgDoc(
      W,
      W,
      baseDefs(art),
      `${backdrop(W, W, 'url(#bg)')}${pool}${stream}${dipper(330, 280, 420, 12, art.honey, false)}${scatterAny(4, [60, 80, 260, 320], art.extras, 70, art, rng)}`,
    );
  }
  if (art.family === 'spice' && !art.item) {
    return svgDoc(
      W,
      W,
      baseDefs(art),
      `${bg}${powderMound(400, 700, 720, 420, art.powder!, rng)}${scatterAny(6, [60, 60, 740, 260], art.extras, 80, art, rng)}`,
    );
  }
  // Few, large pieces: a macro view, and small files (every edge costs bytes in WebP).
  const fewer: Partial<Record<Bit, number>> = {
    star: 16,
    nutmeg: 16,
    vanilla: 10,
    saffron: 48,
    chilli: 34,
    quill: 30,
    bayleaf: 40,
  };
  const count = art.family === 'tea' ? (art.leafStyle === 'ctc' ? 130 : 42) : (art.item && fewer[art.item]) || 55;
  const s =
    art.family === 'tea'
      ? art.leafStyle === 'ctc'
        ? 150
        : 160
      : art.item === 'pepper'
        ? 150
        : art.item === 'seed' || art.item === 'fennel'
          ? 200
          : 160;
  return svgDoc(
    W,
    W,
    baseDefs(art),
    `${bg}${scatter(count, [-30, -30, 830, 830], (x, y, r) => mainBit(art, x, y, s, r, rng), rng)}`,
  );
}

/** Ready to use: a cup of tea, a bowl of honey, a bowl of spice with a scoop. */
export function serving(art: Art, rng: Rng) {
  const floor = 560;
  let body = table(W, W, floor, art);
  if (art.family === 'tea') {
    body += cupSide(430, floor + 120, 270, art);
    body += scatterTea(9, [80, floor + 60, 250, floor + 200], 60, art, rng);
    body += art.extras
      .filter((e) => e !== 'leaf')
      .map((e, i) => bit(e, 640 + i * 40, floor + 150 - i * 30, 70, rng.range(0, 360), art, rng))
      .join('');
    if (art.milky) body += scatterAny(4, [600, floor + 80, 740, floor + 200], art.extras, 60, art, rng);
  } else if (art.family === 'honey') {
    body += filledBowl(380, floor + 180, 340, '#f4efe4', art, rng);
    body += dipper(520, floor + 40, 340, -35, art.honey);
    body += honeyJar(650, floor + 170, 150, 210, art, false);
    body += scatterAny(3, [80, floor + 120, 200, floor + 220], art.extras, 60, art, rng);
  } else {
    body += filledBowl(380, floor + 170, 360, '#8a5a30', art, rng);
    body += `<g ${at(620, floor + 150, -20)}><ellipse cx="0" cy="0" rx="70" ry="40" fill="#b8874a"/><ellipse cx="0" cy="-4" rx="56" ry="28" fill="${art.powder ?? '#a07040'}"/><rect x="60" y="-10" width="170" height="20" rx="10" fill="#b8874a"/></g>`;
    body += scatterAny(6, [80, floor + 120, 220, floor + 220], art.extras, 50, art, rng);
  }
  return svgDoc(W, W, baseDefs(art), body);
}

/** Seen from above on a wooden board. */
export function flatLay(art: Art, rng: Rng) {
  let body = backdrop(W, W, 'url(#top)') + woodBoard(90, 110, 620, 580, rng);
  if (art.family === 'tea') {
    body += cupTop(520, 520, 95, art);
    body += bowlTop(300, 300, 130, lighten(art.leaf, 0.2));
    body += scatterTea(art.leafStyle === 'ctc' ? 260 : 40, [200, 200, 400, 400], 60, art, rng);
  } else if (art.family === 'honey') {
    body += bowlTop(330, 330, 150, art.honey);
    body += `<ellipse cx="290" cy="290" rx="50" ry="18" fill="#fff" opacity="0.3" transform="rotate(-35 290 290)"/>`;
    body += dipper(500, 560, 320, -40, art.honey);
    body += `<g opacity="0.95">${honeycombCells(470, 170, 26, 5, 4, art.honey, rng)}</g>`;
  } else {
    body += bowlTop(330, 330, 150, art.powder ?? '#a07040', '#8a5a30');
    if (art.item) body += scatterOf(55, [215, 215, 445, 445], art.item, 40, art, rng);
    body += bowlTop(540, 540, 95, lighten(art.powder ?? '#a07040', 0.1), '#f4efe4');
  }
  body += scatterAny(8, [110, 480, 360, 670], extrasOr(art, 'leaf'), 55, art, rng);
  body += scatterAny(5, [520, 140, 690, 300], extrasOr(art, 'leaf'), 55, art, rng);
  return svgDoc(W, W, baseDefs(art), body);
}

/** The order of a product's gallery: image i is drawn by COMPOSITIONS[i % 4]. */
export const COMPOSITIONS = [packShot, closeUp, serving, flatLay];
