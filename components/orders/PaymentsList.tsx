import type { PaymentRecordJson } from '@/lib/commerce/orders';
import { useOrderWords } from './useOrderWords';
import { RefundLines } from '@/components/payments/RefundLines';
import { useRefundWords } from '@/components/payments/refund-words';
import { formatRupees } from '@/lib/money';
import { formatIstDateTime } from '@/lib/format/ist-times';
import type { RefundJson } from '@/lib/commerce/refund-json';

type Props = { payments: PaymentRecordJson[]; cashRefunds: RefundJson[]; orderTotal: number };

/** Every payment attempt on the order (paid, refunded, failed with its reason, or still open) and what went back. */
export function PaymentsList({ payments, cashRefunds, orderTotal }: Props) {
  const words = useOrderWords();
  const { t } = words;
  const refundWords = useRefundWords();
  return (
    <section className="rounded-3xl border border-line bg-white p-5" aria-labelledby="payments-heading">
      <h2 id="payments-heading" className="font-serif text-lg font-semibold text-leaf-950">
        {t('payments.title')}
      </h2>
      {payments.length ? (
        <ul className="mt-3 divide-y divide-line text-sm">
          {payments.map((p, i) => (
            <li key={p.paymentId ?? `attempt-${i}`} className="py-2" data-testid="order-payment">
              <div className="flex flex-wrap justify-between gap-2">
                <span>
                  {formatIstDateTime(p.createdAt, words.locale)} · {p.method ?? t('payments.online')}
                  {p.paymentId && <span className="ml-1 font-mono text-xs text-muted">{p.paymentId}</span>}
                </span>
                <span className={p.paid ? 'text-leaf-700' : p.failed ? 'text-spice-600' : 'text-muted'}>
                  {formatRupees(p.amount)} · {words.paymentStatus(p)}
                  {p.failed && p.failureReason ? `: ${p.failureReason}` : ''}
                </span>
              </div>
              <RefundLines refunds={p.refunds} paid={p.amount} words={refundWords} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">{t('payments.none')}</p>
      )}
      {cashRefunds.length > 0 && (
        <div className="mt-3 border-t border-line pt-2 text-sm">
          <h3 className="font-semibold">{t('payments.cashRefunds')}</h3>
          <RefundLines refunds={cashRefunds} paid={orderTotal} words={refundWords} />
        </div>
      )}
    </section>
  );
}
