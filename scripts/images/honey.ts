/** Honeycomb and the honey dipper. */
import { darken, lighten } from './colour';
import type { Rng } from './rng';
import { at } from './svg';

/** `rows` × `cols` hexagonal cells from (x0, y0); about a third are capped with wax. */
export function honeycombCells(
  x0: number,
  y0: number,
  cell: number,
  cols: number,
  rows: number,
  honey: string,
  rng: Rng,
) {
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
      out.push(
        `<polygon points="${pts}" fill="${capped ? lighten(honey, 0.45) : honey}" stroke="${lighten(honey, 0.55)}" stroke-width="${cell * 0.16}"/>`,
      );
      if (!capped)
        out.push(
          `<ellipse cx="${(cx - cell * 0.25).toFixed(1)}" cy="${(cy - cell * 0.3).toFixed(1)}" rx="${cell * 0.22}" ry="${cell * 0.12}" fill="#fff" opacity="0.35"/>`,
        );
    }
  }
  return out.join('');
}

/** A square of `size` filled edge to edge with comb on a dark `backdrop`. */
export function combWall(size: number, backdrop: string, honey: string, rng: Rng) {
  return `<rect width="${size}" height="${size}" fill="${backdrop}"/>${honeycombCells(-20, -10, 46, 11, 13, honey, rng)}`;
}

/** A wooden honey dipper, its head coated (and optionally dripping). */
export function dipper(x: number, y: number, len: number, rot: number, honey: string, drip = true) {
  const head = len * 0.28;
  const grooves = [0.2, 0.45, 0.7].map(
    (k) =>
      `<ellipse cx="${len / 2 - head + head * k}" cy="0" rx="${head * 0.09}" ry="${head * 0.36}" fill="${darken('#c79a5a', 0.25)}"/>`,
  );
  return `<g ${at(x, y, rot)}>
    <rect x="${-len / 2}" y="${-len * 0.025}" width="${len - head}" height="${len * 0.05}" rx="${len * 0.025}" fill="#c79a5a"/>
    <ellipse cx="${-len / 2}" cy="0" rx="${len * 0.03}" ry="${len * 0.035}" fill="#b8874a"/>
    <rect x="${len / 2 - head}" y="${-head * 0.38}" width="${head}" height="${head * 0.76}" rx="${head * 0.3}" fill="#c79a5a"/>
    ${grooves.join('')}
    <rect x="${len / 2 - head - 4}" y="${-head * 0.42}" width="${head + 8}" height="${head * 0.84}" rx="${head * 0.32}" fill="${honey}" opacity="0.78"/>
    ${drip ? `<path d="M${len / 2 - head * 0.5} ${head * 0.35} q ${-head * 0.08} ${head * 0.6} 0 ${head * 1.3} q ${head * 0.08} ${-head * 0.7} ${head * 0.1} ${-head * 1.3} Z" fill="${honey}" opacity="0.85"/>` : ''}
  </g>`;
}
