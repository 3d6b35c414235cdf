/** Things to drink from and brew in: china cup (side and top views), chai glass and kettle. */
import type { Art } from './art-types';
import { lighten } from './colour';

export function cupSide(cx: number, baseY: number, w: number, art: Art) {
  const h = w * 0.62;
  const top = baseY - h;
  return `<g>
    <ellipse cx="${cx}" cy="${baseY + 10}" rx="${w * 0.85}" ry="${w * 0.16}" fill="#000" opacity="0.12"/>
    <ellipse cx="${cx}" cy="${baseY + 4}" rx="${w * 0.8}" ry="${w * 0.14}" fill="#fdfcf8" stroke="#e5dccb" stroke-width="3"/>
    <path d="M${cx + w / 2 - 6} ${top + h * 0.25} c ${w * 0.32} 0 ${w * 0.32} ${h * 0.5} 0 ${h * 0.55}" stroke="#f4efe4" stroke-width="${w * 0.07}" fill="none"/>
    <path d="M${cx - w / 2} ${top} L ${cx + w / 2} ${top} C ${cx + w / 2} ${top + h * 0.8} ${cx + w * 0.3} ${baseY} ${cx} ${baseY} C ${cx - w * 0.3} ${baseY} ${cx - w / 2} ${top + h * 0.8} ${cx - w / 2} ${top} Z" fill="#fdfcf8" stroke="#e5dccb" stroke-width="3"/>
    <path d="M${cx - w / 2 + 8} ${top + h * 0.35} C ${cx - w * 0.3} ${top + h * 0.55} ${cx + w * 0.3} ${top + h * 0.55} ${cx + w / 2 - 8} ${top + h * 0.35}" stroke="${art.accent}" stroke-width="5" fill="none" opacity="0.8"/>
    <ellipse cx="${cx}" cy="${top}" rx="${w / 2}" ry="${w * 0.1}" fill="#f4efe4"/>
    <ellipse cx="${cx}" cy="${top + 3}" rx="${w / 2 - 8}" ry="${w * 0.08}" fill="${art.liquor}"/>
    <ellipse cx="${cx - w * 0.12}" cy="${top + 1}" rx="${w * 0.14}" ry="${w * 0.025}" fill="#fff" opacity="0.35"/>
    ${[0, 1, 2].map((i) => `<path d="M${cx - w * 0.18 + i * w * 0.18} ${top - 20} c -18 -25 18 -40 0 -70" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.55" stroke-linecap="round"/>`).join('')}
  </g>`;
}

export function cupTop(cx: number, cy: number, r: number, art: Art) {
  return `<g>
    <circle cx="${cx + 6}" cy="${cy + 8}" r="${r * 1.45}" fill="#000" opacity="0.1"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 1.45}" fill="#fdfcf8" stroke="#e5dccb" stroke-width="3"/>
    <rect x="${cx + r * 0.9}" y="${cy - r * 0.16}" width="${r * 0.75}" height="${r * 0.32}" rx="${r * 0.16}" fill="#f4efe4"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="#f4efe4"/>
    <circle cx="${cx}" cy="${cy}" r="${r * 0.88}" fill="${art.liquor}"/>
    <ellipse cx="${cx - r * 0.3}" cy="${cy - r * 0.35}" rx="${r * 0.3}" ry="${r * 0.12}" fill="#fff" opacity="0.3" transform="rotate(-30 ${cx - r * 0.3} ${cy - r * 0.35})"/>
  </g>`;
}

export function glassChai(cx: number, baseY: number, hgt: number, liquor: string) {
  const w = hgt * 0.62;
  return `<g><ellipse cx="${cx}" cy="${baseY + 4}" rx="${w * 0.55}" ry="${w * 0.1}" fill="#000" opacity="0.25"/>
    <path d="M${cx - w / 2} ${baseY - hgt} L ${cx + w / 2} ${baseY - hgt} L ${cx + w * 0.38} ${baseY} L ${cx - w * 0.38} ${baseY} Z" fill="#ffffff" opacity="0.25"/>
    <path d="M${cx - w * 0.46} ${baseY - hgt * 0.85} L ${cx + w * 0.46} ${baseY - hgt * 0.85} L ${cx + w * 0.38} ${baseY - 4} L ${cx - w * 0.38} ${baseY - 4} Z" fill="${liquor}"/>
    <ellipse cx="${cx}" cy="${baseY - hgt * 0.85}" rx="${w * 0.46}" ry="${w * 0.07}" fill="${lighten(liquor, 0.3)}"/>
    ${[0.3, 0.5, 0.7].map((k) => `<path d="M${cx - w * 0.44 + k * 3} ${baseY - hgt * k} L ${cx + w * 0.44 - k * 3} ${baseY - hgt * k}" stroke="#ffffff" stroke-opacity="0.25" stroke-width="3"/>`).join('')}
    <path d="M${cx - 10} ${baseY - hgt - 15} c -18 -25 18 -40 0 -70" stroke="#fff" stroke-width="6" fill="none" opacity="0.45" stroke-linecap="round"/></g>`;
}

export function kettle(cx: number, cy: number, s: number) {
  return `<g><ellipse cx="${cx}" cy="${cy + s * 0.6}" rx="${s * 0.7}" ry="${s * 0.1}" fill="#000" opacity="0.3"/>
    <path d="M${cx - s * 0.6} ${cy + s * 0.55} C ${cx - s * 0.75} ${cy - s * 0.1} ${cx - s * 0.4} ${cy - s * 0.45} ${cx} ${cy - s * 0.45} C ${cx + s * 0.4} ${cy - s * 0.45} ${cx + s * 0.75} ${cy - s * 0.1} ${cx + s * 0.6} ${cy + s * 0.55} Z" fill="#b87333"/>
    <path d="M${cx - s * 0.62} ${cy + s * 0.1} C ${cx - s * 0.9} ${cy} ${cx - s} ${cy - s * 0.2} ${cx - s * 1.1} ${cy - s * 0.35}" stroke="#b87333" stroke-width="${s * 0.12}" fill="none" stroke-linecap="round"/>
    <path d="M${cx - s * 0.35} ${cy - s * 0.5} C ${cx - s * 0.3} ${cy - s * 0.95} ${cx + s * 0.3} ${cy - s * 0.95} ${cx + s * 0.35} ${cy - s * 0.5}" stroke="#2a1a10" stroke-width="${s * 0.06}" fill="none"/>
    <ellipse cx="${cx - s * 0.25}" cy="${cy}" rx="${s * 0.12}" ry="${s * 0.3}" fill="#fff" opacity="0.2"/></g>`;
}
