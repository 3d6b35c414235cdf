import { statusLabel } from '@/components/orders/format';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { creditNoteHref } from '@/lib/invoices/links';
import { formatRupees } from '@/lib/money';
import { moneyBack } from '@/lib/commerce/payment-status';
import type { RefundJson } from '@/lib/commerce/refund-json';

/**
 * The money given back from one payment (or by hand): each refund with its amount, date, status and
 * number, its credit note when the part had been invoiced, and what the shop kept. Shared by the
 * shopper's order page, the payment history and the back office, so all read the same.
 */
export function RefundLines({ refunds, paid }: { refunds: readonly RefundJson[]; paid: number }) {
  if (!refunds.length) return null;
  const back = moneyBack(paid, refunds);
  return (
    <div className="mt-1 text-xs" data-testid="refunds">
      <ul className="space-y-0.5">
        {refunds.map((r) => (
          <li key={r.refundId} data-testid="refund" className="flex flex-wrap gap-x-2">
            <span>Refund {formatRupees(r.amount)}</span>
            <span className="text-muted">{formatIstDateTime(r.createdAt)}</span>
            <span
              className={
                r.status === 'FAILED' ? 'text-spice-600' : r.status === 'PROCESSED' ? 'text-leaf-700' : 'text-muted'
              }
            >
              {statusLabel(r.status)}
            </span>
            <span className="font-mono text-muted">{r.refundId}</span>
            {r.creditNote && r.subOrderNumber && (
              <a
                href={creditNoteHref(r.subOrderNumber, r.creditNote)}
                target="_blank"
                rel="noopener"
                className="text-leaf-800 underline"
              >
                Credit note {r.creditNote}
              </a>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-1 font-medium" data-testid="refund-summary">
        Refunded {formatRupees(back.refunded)} of {formatRupees(back.paid)} — kept {formatRupees(back.kept)}
        {back.pending > 0 && (
          <span className="font-normal text-muted"> · {formatRupees(back.pending)} on its way back</span>
        )}
      </p>
    </div>
  );
}
