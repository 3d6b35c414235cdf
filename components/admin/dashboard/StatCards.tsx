import Link from 'next/link';
import { formatRupees } from '@/lib/money';

export type Totals = { orders: number; revenue: number };
type Props = { today: Totals; month: Totals; waitingToShip: number };

function Card({ label, value, detail, href }: { label: string; value: string; detail?: string; href?: string }) {
  const body = (
    <>
      <span className="block text-sm text-muted">{label}</span>
      <span className="mt-1 block font-serif text-2xl text-leaf-900 tabular-nums">{value}</span>
      {detail && <span className="block text-sm text-muted tabular-nums">{detail}</span>}
    </>
  );
  return (
    <li className="rounded-2xl bg-white p-4 shadow-card">
      {href ? (
        <Link href={href} className="block hover:opacity-80">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}

/** The day's and the month's orders and takings (net of refunds), and what is waiting to be shipped. */
export function StatCards({ today, month, waitingToShip }: Props) {
  return (
    <ul aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Card
        label="Orders today"
        value={String(today.orders)}
        detail={`${formatRupees(today.revenue)} net of refunds`}
      />
      <Card
        label="Orders this month"
        value={String(month.orders)}
        detail={`${formatRupees(month.revenue)} net of refunds`}
      />
      <Card label="Revenue (net of refunds)" value={formatRupees(month.revenue)} detail="this month" />
      <Card label="Waiting to ship" value={String(waitingToShip)} href="/admin/orders?status=CONFIRMED" />
    </ul>
  );
}
