/** Backdrops: table and board surfaces, hills, tea garden rows and the shared gradients. */
import type { Art } from './art-types';
import { darken, lighten, mix } from './colour';
import type { Rng } from './rng';
import { backdrop, linear } from './svg';

/** A wooden chopping board with a soft shadow and a little grain. */
export function woodBoard(x: number, y: number, w: number, h: number, rng: Rng) {
  const grain = Array.from({ length: 9 }, (_, i) => {
    const gy = y + ((i + 1) * h) / 10 + rng.range(-6, 6);
    return `<path d="M${x + 10} ${gy.toFixed(1)} C ${x + w * 0.3} ${(gy + rng.range(-10, 10)).toFixed(1)} ${x + w * 0.6} ${(gy + rng.range(-10, 10)).toFixed(1)} ${x + w - 10} ${gy.toFixed(1)}" stroke="#8a5a30" stroke-opacity="0.25" stroke-width="2" fill="none"/>`;
  });
  return `<g><rect x="${x + 8}" y="${y + 12}" width="${w}" height="${h}" rx="28" fill="#000" opacity="0.12"/><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="28" fill="#c99a62"/>${grain.join('')}</g>`;
}

/** A wall (`#bg`) above a table top (`#surface`) that starts at `surfaceY`. */
export function table(w: number, h: number, surfaceY: number, art: Art) {
  return `${backdrop(w, h, 'url(#bg)')}
    <rect y="${surfaceY}" width="${w}" height="${h - surfaceY}" fill="url(#surface)"/>
    <rect y="${surfaceY}" width="${w}" height="4" fill="${darken(art.tint, 0.12)}"/>`;
}

/** The gradients every picture may use, tinted for the product. */
export function baseDefs(art: Art) {
  return [
    linear('bg', [
      [0, lighten(art.tint, 0.4)],
      [1, mix(art.tint, art.accent, 0.12)],
    ]),
    linear('surface', [
      [0, mix(art.tint, '#c99a62', 0.45)],
      [1, mix(art.tint, '#8a5a30', 0.45)],
    ]),
    linear(
      'top',
      [
        [0, mix(art.tint, '#e9dcc2', 0.6)],
        [1, mix(art.tint, '#d6c39b', 0.6)],
      ],
      1,
      1,
    ),
    linear(
      'tin',
      [
        [0, darken(art.accent, 0.2)],
        [0.35, lighten(art.accent, 0.18)],
        [0.6, art.accent],
        [1, darken(art.accent, 0.3)],
      ],
      1,
      0,
    ),
    linear(
      'honey',
      art.opaque
        ? [
            [0, lighten(art.honey, 0.2)],
            [1, darken(art.honey, 0.08)],
          ]
        : [
            [0, lighten(art.honey, 0.25)],
            [0.5, art.honey],
            [1, darken(art.honey, 0.25)],
          ],
    ),
    linear(
      'kraft',
      [
        [0, '#d8b98a'],
        [0.5, '#c9a876'],
        [1, '#b8935e'],
      ],
      1,
      0,
    ),
  ].join('');
}

/** Rolling hills, one layer per colour, from `horizon` down to `h`. */
export function hills(w: number, h: number, horizon: number, colours: string[], rng: Rng) {
  return colours
    .map((colour, i) => {
      const y = horizon + i * (h - horizon) * 0.18;
      const pts = Array.from(
        { length: 7 },
        (_, k) => `${((w / 6) * k).toFixed(0)},${(y + rng.range(-40, 30)).toFixed(0)}`,
      );
      return `<path d="M0 ${h} L ${pts.join(' L ')} L ${w} ${h} Z" fill="${colour}" stroke-linejoin="round"/>`;
    })
    .join('');
}

/** Rows of tea bushes from `top`, growing larger towards the viewer. */
export function teaRows(w: number, h: number, top: number, rng: Rng) {
  const rows: string[] = [];
  for (let i = 0; i < 9; i++) {
    const y = top + i * i * 6 + i * 18;
    const r = 10 + i * 4;
    for (let x = -20 + (i % 2) * r; x < w + 20; x += r * 1.6) {
      rows.push(
        `<circle cx="${x.toFixed(0)}" cy="${(y + rng.range(-3, 3)).toFixed(0)}" r="${r}" fill="${mix('#3d8a67', '#1a4a36', i / 10 + rng.range(0, 0.15))}"/>`,
      );
    }
  }
  return rows.join('');
}

/** `baseDefs` plus a `#sky` gradient. */
export function sceneDefs(art: Art, sky: [string, string]) {
  return (
    baseDefs(art) +
    linear('sky', [
      [0, sky[0]],
      [1, sky[1]],
    ])
  );
}
