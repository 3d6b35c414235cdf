/** The keys whose value differs between `before` and `after`, for a short "what changed" line. */
export function changedKeys(before: unknown, after: unknown): string[] {
  const a = before && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  const b = after && typeof after === 'object' ? (after as Record<string, unknown>) : {};
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k])).sort();
}

/** A value as one short line (long text cut), for the before → after columns. */
export function preview(value: unknown, max = 80): string {
  if (value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
