'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { notify } from '@/lib/notify';
import { paymentsApi } from '@/lib/api-client/payments';
import { formatRupees } from '@/lib/money';
import { paymentStatusLabel } from '@/lib/commerce/payment-status';
import { RefundLines } from './RefundLines';
import { HISTORY_FETCH_FAILED, PAYMENTS_LOAD_FAILED } from './messages';

export const paymentHistoryKey = (orderNumber: string) => ['payment-history', orderNumber] as const;

/** Every attempt on the order (one payment record each) with the refunds made from it, fetched from the history call. */
export function PaymentHistory({ orderNumber }: { orderNumber: string }) {
  const query = useQuery({
    queryKey: paymentHistoryKey(orderNumber),
    queryFn: () => paymentsApi.history(orderNumber),
  });
  useEffect(() => {
    if (query.isError) notify.error(HISTORY_FETCH_FAILED);
  }, [query.isError]);

  if (query.isPending) return <div className="skeleton h-16 rounded-2xl" aria-label="Loading payments" />;
  if (query.isError)
    return (
      <p role="alert" className="text-sm text-spice-600">
        {PAYMENTS_LOAD_FAILED}
      </p>
    );
  if (query.data.length === 0) return <p className="text-sm text-muted">No payment attempts yet.</p>;
  return (
    <ul className="divide-y divide-line" aria-label="Payment history">
      {query.data.map((record) => (
        <li
          key={record.paymentId}
          data-testid="payment-record"
          className="grid gap-1 py-3 text-sm sm:grid-cols-[1fr_auto]"
        >
          <div>
            <p className="font-mono text-xs text-muted">{record.paymentId}</p>
            <p>
              {formatIstDateTime(record.createdAt)} · {record.method ?? '—'}
            </p>
            {record.failureReason && <p className="text-spice-600">{record.failureReason}</p>}
          </div>
          <div className="sm:text-right">
            <p className="font-semibold">{formatRupees(record.amount)}</p>
            <p className={record.paid ? 'text-leaf-700' : 'text-spice-600'}>{paymentStatusLabel(record)}</p>
          </div>
          <div className="sm:col-span-2">
            <RefundLines refunds={record.refunds} paid={record.amount} />
          </div>
        </li>
      ))}
    </ul>
  );
}
