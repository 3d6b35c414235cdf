import type { CodShare, RtoByState } from '@/lib/commerce/dashboard-cod';
import { formatRupees } from '@/lib/money';
import { AdminCard } from '../AdminCard';

const pct = (v: number | null) => (v === null ? '—' : `${v}%`);

/** How much of the period's trade is cash on delivery, and where shipped parcels come back (RTO), worst first. */
export function CodFigures({ days, share, rto }: { days: number; share: CodShare; rto: RtoByState[] }) {
  return (
    <AdminCard id="cod" title={`Cash on delivery, last ${days} days`} headingClassName="mb-3 font-semibold">
      <p className="text-sm">
        <span className="font-semibold tabular-nums">{pct(share.orderShare)}</span> of orders ({share.codOrders} of{' '}
        {share.orders}) and <span className="font-semibold tabular-nums">{pct(share.valueShare)}</span> of their value (
        {formatRupees(share.codValue)} of {formatRupees(share.value)}) are COD.
      </p>
      <h3 className="mt-4 mb-1 text-sm font-semibold">Returned to origin by state</h3>
      {rto.length === 0 ? (
        <p className="text-sm text-muted">Nothing shipped in this period yet.</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-muted">
              <th className="py-1 font-medium">State</th>
              <th className="py-1 text-right font-medium">RTO rate</th>
              <th className="py-1 text-right font-medium">Returned / shipped</th>
            </tr>
          </thead>
          <tbody>
            {rto.map((r) => (
              <tr key={r.state} className="border-t border-line/60">
                <td className="py-1">{r.state}</td>
                <td className={`py-1 text-right tabular-nums ${r.returned ? 'font-semibold text-spice-700' : ''}`}>
                  {r.rate}%
                </td>
                <td className="py-1 text-right tabular-nums">
                  {r.returned} / {r.shipped}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </AdminCard>
  );
}
