/** Bowls seen from above and from the side, what fills them, and the masala dabba. */
import type { Art, Bit } from './art-types';
import { scatterOf } from './bits';
import { darken, lighten, mix } from './colour';
import type { Rng } from './rng';

/** A heap of ground spice standing on `baseY`, speckled. */
export function powderMound(cx: number, baseY: number, w: number, h: number, colour: string, rng: Rng) {
  const specks = Array.from({ length: 40 }, () => {
    const x = rng.range(-w * 0.4, w * 0.4);
    const maxY = h * (1 - (Math.abs(x) / (w / 2)) ** 2);
    return `<circle cx="${(cx + x).toFixed(1)}" cy="${(baseY - rng.range(0, maxY * 0.9)).toFixed(1)}" r="${rng.range(1, 2.6).toFixed(1)}" fill="${mix(colour, rng.pick(['#000000', '#ffffff']), 0.25)}" opacity="0.7"/>`;
  });
  return `<path d="M${cx - w / 2} ${baseY} C ${cx - w * 0.3} ${baseY - h * 0.4} ${cx - w * 0.18} ${baseY - h} ${cx} ${baseY - h} C ${cx + w * 0.18} ${baseY - h} ${cx + w * 0.3} ${baseY - h * 0.4} ${cx + w / 2} ${baseY} Z" fill="${colour}"/><path d="M${cx} ${baseY - h} C ${cx + w * 0.18} ${baseY - h} ${cx + w * 0.3} ${baseY - h * 0.4} ${cx + w / 2} ${baseY} L ${cx + w * 0.1} ${baseY} Z" fill="${darken(colour, 0.15)}" opacity="0.7"/>${specks.join('')}`;
}

/** A round bowl seen from straight above. */
export function bowlTop(cx: number, cy: number, r: number, inner: string, rim = '#f4efe4') {
  return `<g>
    <circle cx="${cx + 5}" cy="${cy + 8}" r="${r}" fill="#000" opacity="0.12"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${rim}" stroke="${darken(rim, 0.12)}" stroke-width="3"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="${inner}"/>
  </g>`;
}

/** A bowl seen from the side and a little above; `content` sits inside its rim. */
export function bowlSide(cx: number, baseY: number, w: number, colour: string, content: string) {
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

/** A side-view bowl holding the product: honey, powder or whole spice. */
export function filledBowl(cx: number, baseY: number, w: number, colour: string, art: Art, rng: Rng) {
  return bowlSide(cx, baseY, w, colour, bowlFill(cx, baseY, w, art, rng));
}

/** What fills a side-view bowl: a liquid surface, or a heap rising above the rim. */
export function bowlFill(cx: number, baseY: number, w: number, art: Art, rng: Rng) {
  const rimY = baseY - w * 0.38;
  if (art.family === 'honey') {
    return `<ellipse cx="${cx}" cy="${rimY + 4}" rx="${w / 2 - 10}" ry="${w * 0.085}" fill="${art.honey}"/><ellipse cx="${cx - w * 0.15}" cy="${rimY}" rx="${w * 0.12}" ry="${w * 0.02}" fill="#fff" opacity="0.35"/>`;
  }
  const heapBase = rimY + w * 0.04;
  if (!art.item) return powderMound(cx, heapBase, w * 0.86, w * 0.3, art.powder!, rng);
  return (
    powderMound(cx, heapBase, w * 0.8, w * 0.12, darken(art.powder ?? '#8a6b3c', 0.2), rng) +
    scatterOf(34, [cx - w * 0.34, rimY - w * 0.12, cx + w * 0.34, rimY + w * 0.03], art.item, 46, art, rng)
  );
}

/** A wooden bowl of spice seen from above, heaped with whole `item`s if given (`count` of them within `spread` of the centre). */
export function spiceBowl(
  x: number,
  y: number,
  r: number,
  colour: string,
  item: Bit | null,
  heap: { count: number; spread: number; size: number },
  art: Art,
  rng: Rng,
) {
  const bowl = bowlTop(x, y, r, colour, '#8a5a30');
  if (!item) return bowl;
  return (
    bowl +
    scatterOf(
      heap.count,
      [x - heap.spread, y - heap.spread, x + heap.spread, y + heap.spread],
      item,
      heap.size,
      art,
      rng,
    )
  );
}

const DABBA_SPICES = ['#e8a013', '#c5281c', '#7a5630', '#a8874a', '#2b2320', '#7aa548', '#d9c08a'];

/** A masala dabba seen from above: a steel tin of radius `tin`, six spice cups in a ring of radius `ring` round a seventh. */
export function spiceDabba(
  cx: number,
  cy: number,
  size: { tin: number; rim: number; ring: number; cup: number; well: number },
) {
  const cups = DABBA_SPICES.map((colour, i) => {
    const a = (i / 6) * Math.PI * 2;
    const x = (i === 6 ? cx : cx + Math.cos(a) * size.ring).toFixed(0);
    const y = (i === 6 ? cy : cy + Math.sin(a) * size.ring).toFixed(0);
    return `<circle cx="${x}" cy="${y}" r="${size.cup}" fill="#b9bdc3"/><circle cx="${x}" cy="${y}" r="${size.well}" fill="${colour}"/>`;
  });
  return `<circle cx="${cx}" cy="${cy}" r="${size.tin}" fill="#c9ccd1"/><circle cx="${cx}" cy="${cy}" r="${size.rim}" fill="#e3e6ea"/>${cups.join('')}`;
}
