import { formatIstDateTime } from '@/lib/format/ist-times';
import { creditNoteHref } from '@/lib/invoices/links';
import { formatRupees } from '@/lib/money';
import { moneyBack } from '@/lib/commerce/payment-status';
import type { RefundJson } from '@/lib/commerce/refund-json';
import { ENGLISH_REFUND_WORDS, type RefundWords } from './refund-words';

/**
 * The money given back from one payment (or by hand): each refund with its amount, date, status and
 * number, its credit note when the part had been invoiced, and what the shop kept. Shared by the
 * shopper's order page, the payment history and the back office, so all read the same. `words`: the
 * shop's screens pass useRefundWords() (the page's language); the back office reads English.
 */
export function RefundLines({
  refunds,
  paid,
  words: w = ENGLISH_REFUND_WORDS,
}: {
  refunds: readonly RefundJson[];
  paid: number;
  words?: RefundWords;
}) {
  if (!refunds.length) return null;
  const back = moneyBack(paid, refunds);
  return (
    <div className="mt-1 text-xs" data-testid="refunds">
      <ul className="space-y-0.5">
        {refunds.map((r) => (
          <li key={r.refundId} data-testid="refund" className="flex flex-wrap gap-x-2">
            <span>{w.line(formatRupees(r.amount))}</span>
            <span className="text-muted">{formatIstDateTime(r.createdAt, w.locale)}</span>
            <span
              className={
                r.status === 'FAILED' ? 'text-spice-600' : r.status === 'PROCESSED' ? 'text-leaf-700' : 'text-muted'
              }
            >
              {w.status(r.status)}
            </span>
            <span className="font-mono text-muted">{r.refundId}</span>
            {r.creditNote && r.subOrderNumber && (
              <a
                href={creditNoteHref(r.subOrderNumber, r.creditNote)}
                target="_blank"
                rel="noopener"
                className="text-leaf-800 underline"
              >
                {w.creditNote(r.creditNote)}
              </a>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-1 font-medium" data-testid="refund-summary">
        {w.summary({
          refunded: formatRupees(back.refunded),
          paid: formatRupees(back.paid),
          kept: formatRupees(back.kept),
        })}
        {back.pending > 0 && <span className="font-normal text-muted">{w.pending(formatRupees(back.pending))}</span>}
      </p>
    </div>
  );
}
