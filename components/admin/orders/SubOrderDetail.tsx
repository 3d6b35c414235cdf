import Link from 'next/link';
import { StatusBadge } from '@/components/orders/StatusBadge';
import { statusLabel } from '@/components/orders/format';
import type { AdminSubOrder } from '@/lib/commerce/admin-orders';
import { formatRupees } from '@/lib/money';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { DataTable, type Column } from '../DataTable';
import { DeliveryAddress } from './DeliveryAddress';
import { PaymentPanel } from './PaymentPanel';

const box = 'rounded-2xl bg-white p-5 shadow-card';

const ITEM_COLUMNS: Column<AdminSubOrder['items'][number]>[] = [
  {
    header: 'Product',
    cell: (i) => (
      <>
        <Link href={`/products/${i.productSlug}`} className="text-leaf-800 hover:underline">
          {i.productName}
        </Link>
        {i.size && <span className="text-muted"> · {i.size}</span>}
      </>
    ),
  },
  { header: 'Qty', align: 'right', cell: (i) => i.quantity },
  { header: 'Price', align: 'right', cell: (i) => formatRupees(i.price) },
  { header: 'Total', align: 'right', cell: (i) => formatRupees(i.total) },
];

/** Everything about one sub-order a packer or the operator needs: items, who, where, paid how, what happened. */
export function SubOrderDetail({ order }: { order: AdminSubOrder }) {
  const whole = order.order.amounts;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <section aria-labelledby="items" className={`${box} lg:col-span-2`}>
        <div className="mb-2 flex items-center justify-between gap-3">
          <h2 id="items" className="font-semibold">
            Items
          </h2>
          <StatusBadge status={order.status} />
        </div>
        <DataTable
          look="compact"
          label="Items"
          rows={order.items}
          rowKey={(i) => `${i.productId}-${i.size}`}
          columns={ITEM_COLUMNS}
          footer={
            <>
              <tr className="border-t border-line font-semibold">
                <td className="py-1.5" colSpan={3}>
                  This sub-order
                </td>
                <td className="py-1.5 text-right tabular-nums">{formatRupees(order.share.items)}</td>
              </tr>
              <tr className="text-muted" data-testid="part-share">
                <td className="py-1" colSpan={3}>
                  Its share with shipping and handling
                  {order.share.charges > 0 ? ` (${formatRupees(order.share.charges)})` : ' (none on this part)'}
                </td>
                <td className="py-1 text-right tabular-nums">{formatRupees(order.share.total)}</td>
              </tr>
              {whole && (
                <tr className="text-muted">
                  <td className="py-1" colSpan={3}>
                    Whole order {order.orderNumber} ({whole.subOrderCount} sub-orders, shipping{' '}
                    {formatRupees(whole.shipping)}, handling {formatRupees(whole.handling)})
                  </td>
                  <td className="py-1 text-right tabular-nums">{formatRupees(whole.total)}</td>
                </tr>
              )}
            </>
          }
        />
      </section>
      <section aria-labelledby="customer" className={box}>
        <h2 id="customer" className="mb-2 font-semibold">
          Customer
        </h2>
        <p>{order.customer.name}</p>
        <p className="text-sm text-muted">
          {order.customer.email} · {order.customer.phone}
        </p>
        <h3 className="mt-3 text-sm font-semibold">Delivery address</h3>
        <DeliveryAddress snapshot={order.address} />
        {order.shipment && (
          <p className="mt-3 text-sm">
            Shipped with {order.shipment.logisticProvider}, waybill {order.shipment.waybillNumber}
          </p>
        )}
      </section>
      <PaymentPanel order={order} />
      <section aria-labelledby="history" className={`${box} lg:col-span-2`}>
        <h2 id="history" className="mb-2 font-semibold">
          History
        </h2>
        <ol className="space-y-1 text-sm">
          {order.history.map((h, n) => (
            <li key={n} className="flex flex-wrap gap-x-2">
              <time dateTime={h.at} className="text-muted">
                {formatIstDateTime(h.at)}
              </time>
              <span>
                {h.from ? `${statusLabel(h.from)} → ` : ''}
                {statusLabel(h.to)}
              </span>
              <span className="text-muted">
                by {h.by}
                {h.note && ` — ${h.note}`}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
