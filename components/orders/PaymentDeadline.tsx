import { useLocale, useTranslations } from 'next-intl';
import { formatIstDate } from '@/lib/format/ist';
import { formatIstTime } from '@/lib/format/ist-times';

/** An unpaid online order is cancelled at this moment if no payment arrives. */
export function PaymentDeadline({ expiresAt }: { expiresAt: string | null }) {
  const t = useTranslations('Orders');
  const locale = useLocale();
  if (!expiresAt) return null;
  return (
    <p className="text-sm text-muted" data-testid="payment-deadline">
      {t.rich('deadline', {
        time: formatIstTime(expiresAt),
        date: formatIstDate(expiresAt, locale),
        at: (chunks) => <time dateTime={expiresAt}>{chunks}</time>,
      })}
    </p>
  );
}
