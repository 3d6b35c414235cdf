/** The banner slider's index rules: wraps both ways; a dot jumps straight to its slide. */
export const AUTOPLAY_MS = 5000;
export const VIDEO_TICK_MS = 100;

export function nextIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

export function prevIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count;
}

/** The hues a slide's action button may take: greens, blues and violets that hold white text. */
export const BUTTON_HUE_RANGES: readonly (readonly [number, number])[] = [
  [120, 180],
  [200, 240],
  [260, 300],
];

/** A random hue from those ranges, each degree equally likely. */
export function buttonHue(random: () => number = Math.random): number {
  const widths = BUTTON_HUE_RANGES.map(([lo, hi]) => hi - lo);
  let pick = Math.min(random(), 0.999999) * widths.reduce((a, b) => a + b, 0);
  for (const [i, [lo]] of BUTTON_HUE_RANGES.entries()) {
    if (pick < widths[i]) return Math.round(lo + pick);
    pick -= widths[i];
  }
  return BUTTON_HUE_RANGES[0][0];
}
