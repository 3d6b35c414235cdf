/** The banner slider's index rules: wraps both ways; a dot jumps straight to its slide. */
export const AUTOPLAY_MS = 5000;
export const VIDEO_TICK_MS = 100;

export function nextIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

export function prevIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count;
}
