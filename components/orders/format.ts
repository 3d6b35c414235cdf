import { formatIstDate } from '@/lib/format/ist';
import { formatIstDateTime, formatIstTime } from '@/lib/format/ist-times';

/** Order times in India's time zone, en-IN: the shop and its shoppers are in India, whatever the server's zone. */
export const formatDateTime = (iso: string) => formatIstDateTime(new Date(iso));
export const formatDate = (iso: string) => formatIstDate(new Date(iso));
export const formatTime = (iso: string) => formatIstTime(new Date(iso));

const METHOD_LABELS: Record<string, string> = { UPI: 'UPI', CARD: 'Credit / Debit Card', COD: 'Cash on Delivery' };
export const paymentMethodLabel = (method: string) => METHOD_LABELS[method] ?? method;

export const statusLabel = (status: string) =>
  status
    .toLowerCase()
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
