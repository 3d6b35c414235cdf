'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { notify } from '@/lib/notify';
import { paymentsApi } from '@/lib/api-client/payments';
import { formatRupees } from '@/lib/money';
import { paymentStatusKey } from './payment-status-words';
import { RefundLines } from './RefundLines';
import { useRefundWords } from './refund-words';

export const paymentHistoryKey = (orderNumber: string) => ['payment-history', orderNumber] as const;

/** Every attempt on the order (one payment record each) with the refunds made from it, fetched from the history call. */
export function PaymentHistory({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('Payment');
  const locale = useLocale();
  const refundWords = useRefundWords();
  const fetchFailed = t('history.fetchFailed');
  const query = useQuery({
    queryKey: paymentHistoryKey(orderNumber),
    queryFn: () => paymentsApi.history(orderNumber),
  });
  useEffect(() => {
    if (query.isError) notify.error(fetchFailed);
  }, [query.isError, fetchFailed]);

  if (query.isPending) return <div className="skeleton h-16 rounded-2xl" aria-label={t('history.loading')} />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-spice-600">
        {t('history.loadFailed')}
      </p>
    );
  if (query.data.length === 0) return <p className="text-sm text-muted">{t('history.none')}</p>;
  return (
    <ul className="divide-y divide-line" aria-label={t('history.label')}>
      {query.data.map((record) => (
        <li
          key={record.paymentId}
          data-testid="payment-record"
          className="grid gap-1 py-3 text-sm sm:grid-cols-[1fr_auto]"
        >
          <div>
            <p className="font-mono text-xs text-muted">{record.paymentId}</p>
            <p>
              {formatIstDateTime(record.createdAt, locale)} · {record.method ?? '—'}
            </p>
            {record.failureReason && <p className="text-spice-600">{record.failureReason}</p>}
          </div>
          <div className="sm:text-right">
            <p className="font-semibold">{formatRupees(record.amount)}</p>
            <p className={record.paid ? 'text-leaf-700' : 'text-spice-600'}>
              {t(`status.${paymentStatusKey(record)}`)}
            </p>
          </div>
          <div className="sm:col-span-2">
            <RefundLines refunds={record.refunds} paid={record.amount} words={refundWords} />
          </div>
        </li>
      ))}
    </ul>
  );
}
