'use client';

import Link from 'next/link';
import { useState } from 'react';
import { StatusBadge } from '@/components/orders/StatusBadge';
import { paymentMethodLabel } from '@/components/orders/format';
import { formatRupees } from '@/lib/money';
import type { AdminSubOrderListItem } from '@/lib/commerce/admin-orders';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { BulkActions } from './BulkActions';

/** Sub-orders, newest first: each links to its page; ticked ones can be packed or labelled together. */
export function OrderQueue({ rows, showSeller }: { rows: AdminSubOrderListItem[]; showSeller: boolean }) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  if (rows.length === 0)
    return <p className="rounded-2xl bg-white p-5 text-sm text-muted shadow-card">No orders here.</p>;
  // Only rows on this page count: after a refresh or a page change, a vanished number is not acted on.
  const selected = rows.map((r) => r.subOrderNumber).filter((n) => ticked.has(n));
  const all = selected.length === rows.length;
  const toggle = (n: string, on: boolean) =>
    setTicked((s) => (on ? new Set(s).add(n) : new Set([...s].filter((x) => x !== n))));
  return (
    <>
      <BulkActions selected={selected} onDone={() => setTicked(new Set())} />
      <div className="overflow-x-auto rounded-2xl bg-white shadow-card">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-line text-xs uppercase text-muted">
            <tr>
              <th scope="col" className="w-8 px-3 py-2">
                <input
                  type="checkbox"
                  aria-label="Select all on this page"
                  checked={all}
                  className="h-4 w-4 accent-leaf-700"
                  onChange={(e) => setTicked(new Set(e.target.checked ? rows.map((r) => r.subOrderNumber) : []))}
                />
              </th>
              <th scope="col" className="px-3 py-2">
                Sub-order
              </th>
              <th scope="col" className="px-3 py-2">
                Placed
              </th>
              <th scope="col" className="px-3 py-2">
                Customer
              </th>
              {showSeller && (
                <th scope="col" className="px-3 py-2">
                  Seller
                </th>
              )}
              <th scope="col" className="px-3 py-2 text-right">
                Items
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Total
              </th>
              <th scope="col" className="px-3 py-2">
                Payment
              </th>
              <th scope="col" className="px-3 py-2">
                Status
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.subOrderNumber} className="border-b border-line/60 last:border-0">
                <td className="px-3 py-2">
                  <input
                    type="checkbox"
                    aria-label={`Select ${r.subOrderNumber}`}
                    checked={ticked.has(r.subOrderNumber)}
                    className="h-4 w-4 accent-leaf-700"
                    onChange={(e) => toggle(r.subOrderNumber, e.target.checked)}
                  />
                </td>
                <td className="px-3 py-2">
                  <Link
                    href={`/admin/orders/${r.subOrderNumber}`}
                    className="font-medium text-leaf-800 hover:underline"
                  >
                    {r.subOrderNumber}
                  </Link>
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatIstDateTime(r.createdAt)}</td>
                <td className="px-3 py-2">
                  {r.customer.name}
                  <span className="block text-xs text-muted">{r.customer.phone}</span>
                </td>
                {showSeller && <td className="px-3 py-2">{r.seller.name}</td>}
                <td className="px-3 py-2 text-right tabular-nums">{r.itemCount}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatRupees(r.total)}</td>
                <td className="px-3 py-2 text-xs">
                  {paymentMethodLabel(r.paymentMethod)}
                  <span className="block text-muted">
                    {r.paymentType}
                    {r.paymentStatus ? ` · ${r.paymentStatus}` : ''}
                  </span>
                </td>
                <td className="px-3 py-2">
                  <StatusBadge status={r.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
