import { formatDate } from './format';

/** An unpaid online order is cancelled at this moment if no payment arrives. */
export function PaymentDeadline({ expiresAt }: { expiresAt: string | null }) {
  if (!expiresAt) return null;
  const at = new Date(expiresAt);
  const time = at.toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
  return (
    <p className="text-sm text-muted" data-testid="payment-deadline">
      Pay by <time dateTime={expiresAt}>{time}, {formatDate(expiresAt)}</time> or the order is cancelled.
    </p>
  );
}
