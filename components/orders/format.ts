const METHOD_LABELS: Record<string, string> = { UPI: 'UPI', CARD: 'Credit / Debit Card', COD: 'Cash on Delivery' };
export const paymentMethodLabel = (method: string) => METHOD_LABELS[method] ?? method;

// The API's PREPAID / POSTPAID are codes; shoppers read how they pay.
const TYPE_LABELS: Record<string, string> = { PREPAID: 'Prepaid (UPI / card)', POSTPAID: 'Cash on delivery' };
export const paymentTypeLabel = (type: string) => TYPE_LABELS[type] ?? type;

/** "Darjeeling First Flush", "… and 1 more", "… and 2 more": what an order card says it holds. */
export function itemsSummary(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names[0]} and ${names.length - 1} more`;
}

export const statusLabel = (status: string) =>
  status
    .toLowerCase()
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
