/** The middle value of a list of numbers (the mean of the two middle ones for an even count); NaN when empty. */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
}

/** The nearest-rank `p`th percentile of an ascending list (the smallest value with at least p % at or below it); 0 when empty. */
export function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : 0;
}
