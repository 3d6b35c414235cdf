const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const dateOnly = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' });

/** Order times in India's time zone, en-IN: the shop and its shoppers are in India, whatever the server's zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
export const formatDate = (iso: string) => dateOnly.format(new Date(iso));

const METHOD_LABELS: Record<string, string> = { UPI: 'UPI', CARD: 'Credit / Debit Card', COD: 'Cash on Delivery' };
export const paymentMethodLabel = (method: string) => METHOD_LABELS[method] ?? method;

export const statusLabel = (status: string) =>
  status
    .toLowerCase()
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
