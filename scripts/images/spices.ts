/** Whole spices and roots, each drawn around (x, y) at a given size and rotation. */
import { darken, lighten } from './colour';
import { at } from './svg';

export function pod(x: number, y: number, s: number, rot: number, fill: string) {
  return `<g ${at(x, y, rot)}><ellipse rx="${s}" ry="${s * 0.56}" fill="${fill}"/><path d="M${-s * 0.8} ${-s * 0.12} Q 0 ${-s * 0.42} ${s * 0.8} ${-s * 0.12} M${-s * 0.85} ${s * 0.14} Q 0 ${s * 0.36} ${s * 0.85} ${s * 0.14}" stroke="${darken(fill, 0.22)}" stroke-width="${s / 10}" fill="none"/><ellipse cx="${-s * 0.25}" cy="${-s * 0.2}" rx="${s * 0.35}" ry="${s * 0.12}" fill="#ffffff" opacity="0.18"/><circle cx="${s * 1.02}" r="${s * 0.1}" fill="${darken(fill, 0.3)}"/></g>`;
}

export function blackPod(x: number, y: number, s: number, rot: number) {
  return `<g ${at(x, y, rot)}><ellipse rx="${s}" ry="${s * 0.62}" fill="#4a3226"/>${[-0.5, -0.15, 0.2, 0.55]
    .map(
      (k) =>
        `<path d="M${-s * 0.85} ${s * k * 0.9} Q 0 ${s * (k * 0.9 - 0.18)} ${s * 0.85} ${s * k * 0.9}" stroke="#2a1a12" stroke-width="${s / 9}" fill="none"/>`,
    )
    .join('')}<path d="M${s} 0 l ${s * 0.35} ${-s * 0.08}" stroke="#6b4a32" stroke-width="${s / 7}"/></g>`;
}

export function peppercorn(x: number, y: number, r: number, fill: string) {
  return `<g ${at(x, y)}><circle r="${r}" fill="${fill}"/><path d="M${-r * 0.6} ${-r * 0.1} q ${r * 0.3} ${-r * 0.4} ${r * 0.7} ${-r * 0.1} M${-r * 0.2} ${r * 0.45} q ${r * 0.3} ${-r * 0.3} ${r * 0.7} 0" stroke="${darken(fill, 0.4)}" stroke-width="${r / 5}" fill="none"/><circle cx="${-r * 0.35}" cy="${-r * 0.4}" r="${r * 0.22}" fill="#ffffff" opacity="0.25"/></g>`;
}

export function quill(x: number, y: number, len: number, rot: number, fill: string) {
  const h = len * 0.16;
  return `<g ${at(x, y, rot)}><rect x="${-len / 2}" y="${-h / 2}" width="${len}" height="${h}" rx="${h / 2.4}" fill="${fill}"/><path d="M${-len / 2 + 4} ${-h * 0.15} L ${len / 2 - 4} ${-h * 0.15}" stroke="${lighten(fill, 0.2)}" stroke-width="${h / 8}"/><path d="M${-len / 2 + 6} ${h * 0.25} L ${len / 2 - 6} ${h * 0.25}" stroke="${darken(fill, 0.2)}" stroke-width="${h / 10}"/><ellipse cx="${len / 2}" cy="0" rx="${h * 0.3}" ry="${h / 2}" fill="${darken(fill, 0.15)}"/><path d="M${len / 2} ${-h * 0.3} a ${h * 0.18} ${h * 0.3} 0 1 1 0 ${h * 0.5}" stroke="${lighten(fill, 0.3)}" stroke-width="${h / 10}" fill="none"/></g>`;
}

export function clove(x: number, y: number, s: number, rot: number) {
  return `<g ${at(x, y, rot)}><path d="M0 ${s * 0.2} L0 ${s * 1.4}" stroke="#5a2e1c" stroke-width="${s * 0.26}" stroke-linecap="round"/><circle r="${s * 0.34}" fill="#6e3a22"/>${[
    0, 90, 180, 270,
  ]
    .map(
      (a) =>
        `<ellipse cx="0" cy="${-s * 0.32}" rx="${s * 0.12}" ry="${s * 0.24}" fill="#4a2414" transform="rotate(${a + 45})"/>`,
    )
    .join('')}</g>`;
}

export function star(x: number, y: number, r: number, rot: number) {
  const pods = Array.from(
    { length: 8 },
    (_, i) =>
      `<g transform="rotate(${i * 45})"><path d="M0 0 Q ${r * 0.22} ${-r * 0.5} 0 ${-r} Q ${-r * 0.22} ${-r * 0.5} 0 0 Z" fill="#6e3a1e"/><ellipse cy="${-r * 0.5}" rx="${r * 0.07}" ry="${r * 0.13}" fill="#c79a5a"/></g>`,
  );
  return `<g ${at(x, y, rot)}>${pods.join('')}<circle r="${r * 0.12}" fill="#4a2414"/></g>`;
}

export function chilli(x: number, y: number, len: number, rot: number, fill: string) {
  const w = len * 0.14;
  return `<g ${at(x, y, rot)}><path d="M${-len / 2} 0 C ${-len / 4} ${-w} ${len / 4} ${-w * 1.1} ${len / 2} ${w * 0.4} C ${len / 4} ${w * 0.3} ${-len / 4} ${w * 0.9} ${-len / 2} 0 Z" fill="${fill}"/><path d="M${-len / 3} ${-w * 0.25} C ${-len / 8} ${-w * 0.6} ${len / 8} ${-w * 0.6} ${len / 3} ${-w * 0.1}" stroke="#ffffff" stroke-opacity="0.22" stroke-width="${w / 4}" fill="none"/><path d="M${-len / 2} 0 q ${-w * 0.8} ${-w * 0.2} ${-w * 1.4} ${-w * 1.1}" stroke="#4f6b2a" stroke-width="${w / 2.5}" fill="none" stroke-linecap="round"/></g>`;
}

export function seed(x: number, y: number, s: number, rot: number, fill: string) {
  return `<g ${at(x, y, rot)}><ellipse rx="${s}" ry="${s * 0.32}" fill="${fill}"/><path d="M${-s * 0.8} 0 L ${s * 0.8} 0" stroke="${lighten(fill, 0.3)}" stroke-width="${Math.max(0.8, s / 7)}"/></g>`;
}

export function saffron(x: number, y: number, len: number, rot: number) {
  return `<g ${at(x, y, rot)}><path d="M0 0 Q ${len * 0.3} ${-len * 0.15} ${len} ${-len * 0.05}" stroke="#c4161c" stroke-width="${Math.max(2, len / 14)}" fill="none" stroke-linecap="round"/><path d="M${len} ${-len * 0.05} l ${len * 0.12} ${-len * 0.07} l ${-len * 0.02} ${len * 0.14} Z" fill="#a30f16"/></g>`;
}

export function nutmeg(x: number, y: number, r: number, rot: number) {
  return `<g ${at(x, y, rot)}><ellipse rx="${r}" ry="${r * 0.82}" fill="#8a5a34"/><path d="M${-r * 0.7} ${-r * 0.2} q ${r * 0.5} ${-r * 0.5} ${r * 1.2} ${-r * 0.1} M${-r * 0.6} ${r * 0.3} q ${r * 0.6} ${-r * 0.3} ${r * 1.1} ${r * 0.1}" stroke="#6a4024" stroke-width="${r / 10}" fill="none"/><path d="M${-r * 0.9} ${-r * 0.5} C ${-r * 0.3} ${-r * 1.1} ${r * 0.2} ${r * 0.2} ${r * 0.9} ${-r * 0.6} M${-r * 0.8} ${r * 0.5} C ${-r * 0.2} ${-r * 0.3} ${r * 0.4} ${r * 0.9} ${r * 0.7} ${r * 0.2}" stroke="#c0301c" stroke-width="${r / 7}" fill="none" stroke-linecap="round"/><ellipse cx="${-r * 0.35}" cy="${-r * 0.35}" rx="${r * 0.25}" ry="${r * 0.15}" fill="#fff" opacity="0.15"/></g>`;
}

export function vanilla(x: number, y: number, len: number, rot: number) {
  return `<g ${at(x, y, rot)}><path d="M${-len / 2} 0 Q 0 ${-len * 0.08} ${len / 2} 0 Q 0 ${-len * 0.02} ${-len / 2} 0 Z" fill="#2e1c14" stroke="#2e1c14" stroke-width="${len / 28}" stroke-linejoin="round"/><path d="M${-len * 0.4} ${-len * 0.035} Q 0 ${-len * 0.06} ${len * 0.4} ${-len * 0.02}" stroke="#6b4a32" stroke-width="1.5" fill="none"/></g>`;
}

export function gingerRoot(x: number, y: number, s: number, rot: number) {
  return `<g ${at(x, y, rot)}><ellipse rx="${s}" ry="${s * 0.45}" fill="#d9b274"/><ellipse cx="${s * 0.8}" cy="${-s * 0.35}" rx="${s * 0.45}" ry="${s * 0.3}" fill="#d0a766"/><ellipse cx="${-s * 0.7}" cy="${s * 0.3}" rx="${s * 0.4}" ry="${s * 0.28}" fill="#cfa463"/><path d="M${-s * 0.4} ${-s * 0.1} l ${s * 0.1} ${s * 0.3} M${s * 0.2} ${-s * 0.2} l ${s * 0.1} ${s * 0.35}" stroke="#a8804a" stroke-width="${s / 12}"/></g>`;
}

export function turmericRoot(x: number, y: number, s: number, rot: number) {
  return `<g ${at(x, y, rot)}><rect x="${-s}" y="${-s * 0.22}" width="${s * 2}" height="${s * 0.44}" rx="${s * 0.22}" fill="#b8742a"/><rect x="${s * 0.1}" y="${-s * 0.7}" width="${s * 0.32}" height="${s * 0.6}" rx="${s * 0.16}" fill="#b0702a"/><ellipse cx="${-s}" cy="0" rx="${s * 0.16}" ry="${s * 0.2}" fill="#f0a012"/>${[
    -0.5, 0, 0.5,
  ]
    .map((k) => `<path d="M${s * k} ${-s * 0.22} v ${s * 0.44}" stroke="#8a5420" stroke-width="${s / 18}"/>`)
    .join('')}</g>`;
}

export function almond(x: number, y: number, s: number, rot: number) {
  return `<g ${at(x, y, rot)}><path d="M0 ${-s} C ${s * 0.6} ${-s * 0.4} ${s * 0.55} ${s * 0.6} 0 ${s} C ${-s * 0.55} ${s * 0.6} ${-s * 0.6} ${-s * 0.4} 0 ${-s} Z" fill="#c48a52"/><path d="M0 ${-s * 0.7} Q ${s * 0.15} 0 0 ${s * 0.7}" stroke="#a06a3a" stroke-width="${s / 10}" fill="none"/></g>`;
}
