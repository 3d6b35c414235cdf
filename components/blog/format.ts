import { formatIstDate } from '@/lib/format/ist';

/** Dates on blog cards and articles: 12 March 2025 (en-IN, India's time zone). */
export function formatDate(iso: string): string {
  return formatIstDate(new Date(iso));
}
