import { formatIstDate } from '@/lib/format/ist';
import { formatIstTime } from '@/lib/format/ist-times';

/** An unpaid online order is cancelled at this moment if no payment arrives. */
export function PaymentDeadline({ expiresAt }: { expiresAt: string | null }) {
  if (!expiresAt) return null;
  return (
    <p className="text-sm text-muted" data-testid="payment-deadline">
      Pay by{' '}
      <time dateTime={expiresAt}>
        {formatIstTime(expiresAt)}, {formatIstDate(expiresAt)}
      </time>{' '}
      or the order is cancelled.
    </p>
  );
}
