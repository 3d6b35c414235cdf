/** Product packaging: tea tin, honey jar and kraft pouch, with their labels and the brand mark. */
import type { Art } from './art-types';
import { scatterOf } from './bits';
import { darken, lighten } from './colour';
import { honeycombCells } from './honey';
import { rngFor, type Rng } from './rng';
import { at, esc, FONT, SANS, wrap } from './svg';

/** A title wrapped to `chars` per line, with the font size that fits its longest line in `span`. */
function fitTitle(title: string, chars: number, maxSize: number, span: number, charWidth: number) {
  const lines = wrap(title, chars);
  return { lines, size: Math.min(maxSize, span / Math.max(...lines.map((l) => l.length)) / charWidth) };
}

function labelText(lines: string[], cx: number, top: number, size: number, colour: string) {
  return lines
    .map(
      (line, i) =>
        `<text x="${cx}" y="${top + i * size * 1.15}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="${colour}" text-anchor="middle">${esc(line)}</text>`,
    )
    .join('');
}

export function brandMark(cx: number, cy: number, s: number, colour: string) {
  return `<g ${at(cx, cy, 0, s / 20)}><circle r="20" fill="${colour}"/><path d="M-9.5 8.5C-9.5 -1.5 -3 -8.5 10 -9.5c-.6 12.5 -7.6 18.9 -18 19" fill="#8fcfa6"/><path d="M9 3.5c1.8 2.4 2.7 3.9 2.7 5a2.7 2.7 0 0 1 -5.4 0c0 -1.1 .9 -2.6 2.7 -5Z" fill="#e8ac35"/></g>`;
}

export function teaTin(cx: number, baseY: number, w: number, h: number, art: Art) {
  const top = baseY - h;
  const { lines, size } = fitTitle(art.title, 12, 30, w * 0.85, 0.6);
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
  const { lines, size } = fitTitle(art.title, 11, 24, w, 0.62);
  return `<rect x="${cx - w / 2}" y="${top}" width="${w}" height="${h}" rx="8" fill="#fbf8f1"/>
    <rect x="${cx - w / 2}" y="${top}" width="${w}" height="10" fill="${art.accent}"/>
    ${brandMark(cx, top + 32, 13, art.accent)}
    ${labelText(lines, cx, top + 68, size, darken(art.accent, 0.1))}
    ${h > 120 ? `<text x="${cx}" y="${top + h - 12}" font-family="${SANS}" font-size="15" fill="#55605a" text-anchor="middle">${esc(art.size || 'Raw Honey')}</text>` : ''}`;
}

export function honeyJar(cx: number, baseY: number, w: number, h: number, art: Art, withLabel = true) {
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

export function pouch(cx: number, baseY: number, w: number, h: number, art: Art, rng: Rng) {
  const top = baseY - h;
  const { lines, size } = fitTitle(art.title, 12, 30, w * 0.8, 0.6);
  // the see-through window near the bottom: clip, backing and outline share one shape
  const window = `x="${cx - w * 0.32}" y="${baseY - h * 0.34}" width="${w * 0.64}" height="${h * 0.22}" rx="14"`;
  const content = art.item
    ? scatterOf(40, [cx - w * 0.34, baseY - h * 0.36, cx + w * 0.34, baseY - h * 0.1], art.item, 36, art, rng)
    : `<rect x="${cx - w * 0.4}" y="${baseY - h * 0.4}" width="${w * 0.8}" height="${h * 0.3}" fill="${art.powder}"/>`;
  return `<g>
    <defs><clipPath id="win"><rect ${window}/></clipPath></defs>
    <ellipse cx="${cx}" cy="${baseY + 6}" rx="${w * 0.6}" ry="${w * 0.08}" fill="#000" opacity="0.15"/>
    <path d="M${cx - w / 2} ${top} L ${cx + w / 2} ${top} L ${cx + w / 2 + 10} ${baseY} L ${cx - w / 2 - 10} ${baseY} Z" fill="url(#kraft)"/>
    <rect x="${cx - w / 2}" y="${top}" width="${w}" height="18" fill="${darken('#c9a876', 0.12)}"/>
    <path d="M${cx - w / 2 + 6} ${top + 30} L ${cx + w / 2 - 6} ${top + 30}" stroke="${darken('#c9a876', 0.2)}" stroke-width="3" stroke-dasharray="6 5"/>
    <rect x="${cx - w * 0.42}" y="${top + h * 0.12}" width="${w * 0.84}" height="${h * 0.44}" rx="10" fill="${art.accent}"/>
    ${brandMark(cx, top + h * 0.12 + 38, 16, darken(art.accent, 0.3))}
    ${labelText(lines, cx, top + h * 0.12 + 90, size, '#fbf8f1')}
    <text x="${cx}" y="${top + h * 0.56 - 14}" font-family="${SANS}" font-size="16" fill="#fbf8f1" opacity="0.85" text-anchor="middle">${esc(art.size || 'Organic')}</text>
    <rect ${window} fill="${lighten(art.powder ?? '#a07040', 0.3)}"/>
    <g clip-path="url(#win)">${content}</g>
    <rect ${window} fill="none" stroke="#fff" stroke-opacity="0.6" stroke-width="3"/>
  </g>`;
}
