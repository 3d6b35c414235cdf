/** Leaves, flowers, herbs and a lemon slice, each drawn around (x, y) at a given size and rotation. */
import { darken, lighten } from './colour';
import { at } from './svg';

export function leafShape(x: number, y: number, len: number, rot: number, fill: string, vein = true) {
  const w = len * 0.38;
  return `<g ${at(x, y, rot)}><path d="M0 ${-len} C ${w} ${-len * 0.5} ${w} ${len * 0.5} 0 ${len} C ${-w} ${len * 0.5} ${-w} ${-len * 0.5} 0 ${-len} Z" fill="${fill}"/>${
    vein
      ? `<path d="M0 ${-len * 0.85} L0 ${len * 0.9}" stroke="${darken(fill, 0.3)}" stroke-width="${Math.max(1, len / 22)}" fill="none"/>`
      : ''
  }</g>`;
}

export function rolledLeaf(x: number, y: number, s: number, rot: number, fill: string) {
  return `<g ${at(x, y, rot)}><path d="M${-s} 0 Q ${-s * 0.4} ${-s * 0.36} 0 ${-s * 0.12} T ${s} 0 Q ${s * 0.4} ${s * 0.3} 0 ${s * 0.14} T ${-s} 0 Z" fill="${fill}"/><path d="M${-s * 0.8} 0 Q 0 ${-s * 0.08} ${s * 0.8} 0" stroke="${lighten(fill, 0.25)}" stroke-width="1.2" fill="none"/></g>`;
}

export function bud(x: number, y: number, s: number, rot: number, fill: string) {
  return `<g ${at(x, y, rot)}><ellipse rx="${s}" ry="${s * 0.26}" fill="${fill}"/><path d="M${-s * 0.9} ${-s * 0.1} Q 0 ${-s * 0.3} ${s * 0.9} ${-s * 0.05}" stroke="#ffffff" stroke-opacity="0.7" stroke-width="1.5" fill="none"/></g>`;
}

export function flower(x: number, y: number, r: number, rot: number, petals: number, petal: string, centre: string) {
  const list = Array.from(
    { length: petals },
    (_, i) =>
      `<ellipse cx="0" cy="${-r * 0.55}" rx="${r * 0.24}" ry="${r * 0.5}" fill="${petal}" transform="rotate(${(360 / petals) * i})"/>`,
  );
  return `<g ${at(x, y, rot)}>${list.join('')}<circle r="${r * 0.26}" fill="${centre}"/></g>`;
}

export function lemonSlice(x: number, y: number, r: number, rot: number) {
  const seg = Array.from(
    { length: 8 },
    (_, i) =>
      `<path d="M0 0 L ${r * 0.78 * Math.cos((i * Math.PI) / 4)} ${r * 0.78 * Math.sin((i * Math.PI) / 4)}" stroke="#fffbe0" stroke-width="${r / 14}"/>`,
  );
  return `<g ${at(x, y, rot)}><circle r="${r}" fill="#e8c930"/><circle r="${r * 0.86}" fill="#fbf2a6"/><circle r="${r * 0.78}" fill="#f3dc55"/>${seg.join('')}</g>`;
}

export function root(x: number, y: number, s: number, rot: number) {
  return `<g ${at(x, y, rot)}><path d="M${-s} 0 C ${-s * 0.4} ${-s * 0.15} ${s * 0.3} ${s * 0.12} ${s} ${-s * 0.05}" stroke="#c9a878" stroke-width="${s * 0.18}" stroke-linecap="round" fill="none"/><path d="M${-s * 0.2} 0 q ${s * 0.3} ${s * 0.3} ${s * 0.6} ${s * 0.35}" stroke="#bf9c6a" stroke-width="${s * 0.08}" fill="none" stroke-linecap="round"/></g>`;
}

export function tulsiSprig(x: number, y: number, s: number, rot: number) {
  const leaves = [-0.6, -0.2, 0.2, 0.6]
    .map((k, i) => leafShape((i % 2 ? 1 : -1) * s * 0.28, s * k, s * 0.28, i % 2 ? 55 : -55, '#4f7d33', false))
    .join('');
  return `<g ${at(x, y, rot)}><path d="M0 ${-s} L0 ${s}" stroke="#3f6328" stroke-width="${s / 18}"/>${leaves}<g transform="translate(0 ${-s * 1.05})">${[
    0, 1, 2, 3,
  ]
    .map((i) => `<circle cx="${(i % 2 ? 1 : -1) * s * 0.06}" cy="${-i * s * 0.12}" r="${s * 0.06}" fill="#8a5a9a"/>`)
    .join('')}</g></g>`;
}
