import type { Metadata } from 'next';
import Link from 'next/link';
import { BlockButton } from '@/components/admin/people/BlockButton';
import { CodRecord } from '@/components/admin/people/CodRecord';
import { LiftCodBarButton } from '@/components/admin/people/LiftCodBarButton';
import { PageHeader } from '@/components/admin/PageHeader';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { orNotFound } from '@/components/admin/not-found';
import { StatusBadge } from '@/components/orders/StatusBadge';
import { getCustomer } from '@/lib/account/people';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { COD_REFUSALS_TO_BAR } from '@/lib/delivery/cod-rules';
import { formatRupees } from '@/lib/money';

export const metadata: Metadata = { title: 'Customer' };

export default async function CustomerPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireAdminPage(`/admin/customers/${id}`);
  const customer = await orNotFound(getCustomer(user, id));
  return (
    <>
      <PageHeader
        title={customer.name}
        description={`${customer.email} · ${customer.phone} · ${customer.status === 'BLOCKED' ? 'Blocked' : 'Active'} · ${customer.orderCount} orders`}
        actions={
          <div className="flex flex-wrap gap-2">
            {customer.codRefusals >= COD_REFUSALS_TO_BAR && (
              <LiftCodBarButton userId={customer.id} name={customer.name} />
            )}
            <BlockButton userId={customer.id} name={customer.name} blocked={customer.status === 'BLOCKED'} />
          </div>
        }
      />
      <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">COD parcels refused:</span>
        <CodRecord refusals={customer.codRefusals} />
      </p>
      <section aria-labelledby="orders" className="rounded-2xl bg-white p-5 shadow-card">
        <h2 id="orders" className="mb-2 font-semibold">
          Orders
        </h2>
        {customer.orders.length === 0 ? (
          <p className="text-sm text-muted">No orders yet.</p>
        ) : (
          <ul className="divide-y divide-line text-sm">
            {customer.orders.map((o) => (
              <li key={o.orderNumber} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link
                  href={`/admin/orders?q=${encodeURIComponent(o.orderNumber)}`}
                  className="font-medium text-leaf-800 hover:underline"
                >
                  {o.orderNumber}
                </Link>
                <span className="text-muted">{formatIstDateTime(o.createdAt)}</span>
                <span className="tabular-nums">
                  {formatRupees(o.total)} · {o.paymentType}
                </span>
                <StatusBadge status={o.status} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
