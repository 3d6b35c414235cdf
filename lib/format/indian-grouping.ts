/**
 * '1234567' → '12,34,567': the last three digits, then pairs (lakh, crore), as en-IN writes them.
 * Done by hand rather than with Intl because the first Intl formatter a page creates loads the
 * browser's locale data: ~25 ms of main thread on this machine, ~100 ms on a phone with a 4× slower
 * CPU, paid inside hydration on every shop page (docs/performance.md, "Locale data out of hydration").
 */
export function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}
