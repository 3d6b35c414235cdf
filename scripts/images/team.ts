/** Team portraits. */
import { team } from '../../lib/demo/seed-data';
import { darken, lighten } from './colour';
import { writeImage } from './render';
import { rngFor } from './rng';
import { backdrop, svgDoc } from './svg';

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
    backdrop(s, s, back),
    `<circle cx="${s * 0.78}" cy="${s * 0.2}" r="${s * 0.22}" fill="${darken(back, 0.05)}"/>`,
    longHair
      ? `<path d="M120 170 C 110 300 120 340 140 360 L 260 360 C 280 340 290 300 280 170 Z" fill="${hair}"/>`
      : '',
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
    beard
      ? `<path d="M135 200 C 140 270 175 268 200 268 C 225 268 260 270 265 200 C 250 240 230 245 200 245 C 170 245 150 240 135 200 Z" fill="${hair}" opacity="0.9"/><path d="M180 228 q 20 14 40 0" stroke="#f4e0d0" stroke-width="3" fill="none"/>`
      : '',
    glasses
      ? `<circle cx="175" cy="186" r="18" fill="none" stroke="#2a2a2a" stroke-width="4"/><circle cx="225" cy="186" r="18" fill="none" stroke="#2a2a2a" stroke-width="4"/><path d="M193 186 h14" stroke="#2a2a2a" stroke-width="4"/>`
      : '',
    bindi ? `<circle cx="200" cy="160" r="4" fill="#b0122e"/>` : '',
  ];
  return svgDoc(s, s, '', parts.join(''));
}

const FEMININE = new Set([
  'Meenakshi Iyer',
  'Kavita Bisht',
  'Dr. Farhana Ahmed',
  'Nisha Agarwal',
  'Priyanka Deka',
  'Ishita Chatterjee',
]);

export async function makeTeam() {
  for (const m of team) await writeImage(m.profileImage, portrait(m.name, FEMININE.has(m.name)), { quality: 72 });
  console.log(`team: ${team.length} portraits`);
}
