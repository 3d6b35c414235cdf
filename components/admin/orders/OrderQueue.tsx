import Link from 'next/link';
import { StatusBadge } from '@/components/orders/StatusBadge';
import { paymentMethodLabel } from '@/components/orders/format';
import { formatRupees } from '@/lib/money';
import type { AdminSubOrderListItem } from '@/lib/commerce/admin-orders';
import { formatIstDateTime } from '@/lib/format/ist-times';

/** Sub-orders, newest first: each links to its page with the items, customer and payment. */
export function OrderQueue({ rows, showSeller }: { rows: AdminSubOrderListItem[]; showSeller: boolean }) {
  if (rows.length === 0) return <p className="rounded-2xl bg-white p-5 text-sm text-muted shadow-card">No orders here.</p>;
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-card">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs uppercase text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">Sub-order</th>
            <th scope="col" className="px-3 py-2">Placed</th>
            <th scope="col" className="px-3 py-2">Customer</th>
            {showSeller && <th scope="col" className="px-3 py-2">Seller</th>}
            <th scope="col" className="px-3 py-2 text-right">Items</th>
            <th scope="col" className="px-3 py-2 text-right">Total</th>
            <th scope="col" className="px-3 py-2">Payment</th>
            <th scope="col" className="px-3 py-2">Status</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.subOrderNumber} className="border-b border-line/60 last:border-0">
              <td className="px-3 py-2">
                <Link href={`/admin/orders/${r.subOrderNumber}`} className="font-medium text-leaf-800 hover:underline">{r.subOrderNumber}</Link>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{formatIstDateTime(r.createdAt)}</td>
              <td className="px-3 py-2">{r.customer.name}<span className="block text-xs text-muted">{r.customer.phone}</span></td>
              {showSeller && <td className="px-3 py-2">{r.seller.name}</td>}
              <td className="px-3 py-2 text-right tabular-nums">{r.itemCount}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatRupees(r.total)}</td>
              <td className="px-3 py-2 text-xs">{paymentMethodLabel(r.paymentMethod)}<span className="block text-muted">{r.paymentType}{r.paymentStatus ? ` · ${r.paymentStatus}` : ''}</span></td>
              <td className="px-3 py-2"><StatusBadge status={r.status} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
