const METHOD_LABELS: Record<string, string> = { UPI: 'UPI', CARD: 'Credit / Debit Card', COD: 'Cash on Delivery' };
export const paymentMethodLabel = (method: string) => METHOD_LABELS[method] ?? method;

export const statusLabel = (status: string) =>
  status
    .toLowerCase()
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
