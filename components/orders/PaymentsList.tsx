import type { PaymentRecordJson } from '@/lib/commerce/orders';
import { formatRupees } from '@/lib/money';
import { formatIstDateTime } from '@/lib/format/ist-times';

/** Every payment attempt on the order (paid, failed with its reason, or still open). */
export function PaymentsList({ payments }: { payments: PaymentRecordJson[] }) {
  return (
    <section className="rounded-3xl border border-line bg-white p-5" aria-labelledby="payments-heading">
      <h2 id="payments-heading" className="font-serif text-lg font-semibold text-leaf-950">Payment Transactions</h2>
      {payments.length ? (
        <ul className="mt-3 divide-y divide-line text-sm">
          {payments.map((p, i) => (
            <li key={p.paymentId ?? `attempt-${i}`} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                {formatIstDateTime(p.createdAt)} · {p.method ?? 'online'}
                {p.paymentId && <span className="ml-1 font-mono text-xs text-muted">{p.paymentId}</span>}
              </span>
              <span className={p.paid ? 'text-leaf-700' : p.failed ? 'text-spice-600' : 'text-muted'}>
                {formatRupees(p.amount)} · {p.paid ? 'Paid' : p.failed ? `Failed${p.failureReason ? `: ${p.failureReason}` : ''}` : 'Not completed'}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">No payment transactions yet.</p>
      )}
    </section>
  );
}
