/** Shared SVG building blocks: fonts, escaping, transforms, gradients and the document wrapper. */

export const FONT = "'DejaVu Serif', 'Liberation Serif', serif";
export const SANS = "'DejaVu Sans', 'Liberation Sans', sans-serif";

export const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const at = (x: number, y: number, rot = 0, scale = 1) =>
  `transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${rot.toFixed(1)}) scale(${scale.toFixed(3)})"`;

/** Splits a title into at most `maxLines` lines of roughly `width` characters. */
export function wrap(text: string, width: number, maxLines = 3): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && (last + ' ' + word).length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) return [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(' ')];
  return lines;
}

/** A rectangle covering the whole picture, filled with a colour or gradient (`url(#id)`). */
export const backdrop = (w: number, h: number, paint: string) => `<rect width="${w}" height="${h}" fill="${paint}"/>`;

export function svgDoc(w: number, h: number, defs: string, body: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

export const linear = (id: string, stops: [number, string][], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;
