'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { ALREADY_PAID, CANCELLED_UNPAYABLE, PAID_ON_DELIVERY, notPayableReason } from '@/lib/commerce/payable';
import { formatRupees } from '@/lib/money';
import { usePayIntl } from './pay-intl';
import { payOrder } from './pay-order';
import { paymentHistoryKey } from './PaymentHistory';

type Outcome = 'none' | 'success' | 'error';

/**
 * The pay button and its outcomes: success confirms the order, reloads it and leaves
 * the button disabled reading 'Payment Completed'; a failure shows the error and the button stays
 * usable; closing the window changes nothing. With `saving`, a COD order pays now instead
 * (lib/payments/pay-now.ts) and saves that cash-on-delivery charge.
 */
export function PayPanel({
  orderNumber,
  status,
  paymentType,
  paymentMethod,
  amount,
  saving,
}: {
  orderNumber: string;
  status: string;
  paymentType: string;
  paymentMethod: string;
  amount: number;
  saving?: number;
}) {
  const t = useTranslations('Payment.panel');
  const intl = usePayIntl();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>('none');
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const instead = saving !== undefined;
  const refusal = instead ? null : notPayableReason({ status, paymentType });
  const paid = outcome === 'success' || refusal === ALREADY_PAID;
  const payable = !paid && refusal === null;

  const pay = async () => {
    setBusy(true);
    const result = await payOrder(orderNumber, {
      method: paymentMethod === 'CARD' ? 'CARD' : 'UPI',
      ...(instead && { instead }),
      intl,
    });
    setBusy(false);
    if (result.status === 'paid') setOutcome('success');
    if (result.status === 'failed') {
      setOutcome('error');
      setReason(result.reason);
    }
    if (result.status !== 'dismissed') {
      router.refresh();
      await queryClient.invalidateQueries({ queryKey: paymentHistoryKey(orderNumber) });
    }
  };

  if (refusal === PAID_ON_DELIVERY || refusal === CANCELLED_UNPAYABLE)
    return (
      <p className="text-sm text-muted">
        {refusal === PAID_ON_DELIVERY ? t('paidOnDelivery') : t('cancelledUnpayable')}
      </p>
    );
  return (
    <div className="space-y-3">
      {instead && !paid && (
        <p className="text-sm text-leaf-900">
          {t('instead', { amount: formatRupees(amount), saving: formatRupees(saving) })}
        </p>
      )}
      <button type="button" className="btn btn-primary w-full sm:w-auto" onClick={pay} disabled={!payable || busy}>
        {paid ? t('completed') : busy ? t('processing') : t('payNow', { amount: formatRupees(amount) })}
      </button>
      {outcome === 'success' && (
        <p role="status" className="text-sm font-semibold text-leaf-700">
          {t('received')}{' '}
          <Link href={`/order?number=${encodeURIComponent(orderNumber)}`} className="underline">
            {t('viewOrder')}
          </Link>
        </p>
      )}
      {outcome === 'error' && (
        <div role="alert" className="text-sm text-spice-600">
          <p className="font-semibold">{t('failed')}</p>
          {reason && <p>{reason}</p>}
        </div>
      )}
    </div>
  );
}
