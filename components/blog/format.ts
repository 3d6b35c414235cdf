/** Dates on blog cards and articles: 12 March 2025 (en-IN). */
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
