'use client';

import { useState } from 'react';
import { StatusBadge } from '@/components/orders/StatusBadge';
import { paymentMethodLabel } from '@/components/orders/format';
import { formatRupees } from '@/lib/money';
import type { AdminSubOrderListItem } from '@/lib/commerce/admin-orders';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { DataTable, NoRows, type Column } from '../DataTable';
import { BulkActions } from './BulkActions';
import { RecordLink } from '../cells';

type Row = AdminSubOrderListItem;

const COLUMNS: Column<Row>[] = [
  {
    header: 'Sub-order',
    cell: (r) => <RecordLink href={`/admin/orders/${r.subOrderNumber}`}>{r.subOrderNumber}</RecordLink>,
  },
  { header: 'Placed', className: 'whitespace-nowrap', cell: (r) => formatIstDateTime(r.createdAt) },
  {
    header: 'Customer',
    cell: (r) => (
      <>
        {r.customer.name}
        <span className="block text-xs text-muted">{r.customer.phone}</span>
      </>
    ),
  },
];

const MORE_COLUMNS: Column<Row>[] = [
  { header: 'Items', align: 'right', cell: (r) => r.itemCount },
  { header: 'Total', align: 'right', cell: (r) => formatRupees(r.total) },
  {
    header: 'Payment',
    className: 'text-xs',
    cell: (r) => (
      <>
        {paymentMethodLabel(r.paymentMethod)}
        <span className="block text-muted">
          {r.paymentType}
          {r.paymentStatus ? ` · ${r.paymentStatus}` : ''}
        </span>
      </>
    ),
  },
  { header: 'Status', cell: (r) => <StatusBadge status={r.status} /> },
];

/** Sub-orders, newest first: each links to its page; ticked ones can be packed or labelled together. */
export function OrderQueue({ rows, showSeller }: { rows: AdminSubOrderListItem[]; showSeller: boolean }) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  if (rows.length === 0) return <NoRows>No orders here.</NoRows>;
  // Only rows on this page count: after a refresh or a page change, a vanished number is not acted on.
  const selected = rows.map((r) => r.subOrderNumber).filter((n) => ticked.has(n));
  const all = selected.length === rows.length;
  const toggle = (n: string, on: boolean) =>
    setTicked((s) => (on ? new Set(s).add(n) : new Set([...s].filter((x) => x !== n))));
  return (
    <>
      <BulkActions selected={selected} onDone={() => setTicked(new Set())} />
      <DataTable
        label="Sub-orders"
        rows={rows}
        rowKey={(r) => r.subOrderNumber}
        columns={[
          {
            header: (
              <input
                type="checkbox"
                aria-label="Select all on this page"
                checked={all}
                className="h-4 w-4 accent-leaf-700"
                onChange={(e) => setTicked(new Set(e.target.checked ? rows.map((r) => r.subOrderNumber) : []))}
              />
            ),
            headClassName: 'w-8',
            cell: (r) => (
              <input
                type="checkbox"
                aria-label={`Select ${r.subOrderNumber}`}
                checked={ticked.has(r.subOrderNumber)}
                className="h-4 w-4 accent-leaf-700"
                onChange={(e) => toggle(r.subOrderNumber, e.target.checked)}
              />
            ),
          },
          ...COLUMNS,
          showSeller && { header: 'Seller', cell: (r) => r.seller.name },
          ...MORE_COLUMNS,
        ]}
      />
    </>
  );
}
