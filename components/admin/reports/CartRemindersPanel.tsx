import type { CartRemindersReport } from '@/lib/reports/cart-reminders';
import { formatRupees } from '@/lib/money';
import { AdminCard } from '../AdminCard';

/** The admin's view of whether cart reminders bring shoppers back (lib/reports/cart-reminders). */
export function CartRemindersPanel({ report }: { report: CartRemindersReport }) {
  const facts = [
    { label: 'Reminders sent', value: String(report.remindersSent) },
    { label: 'Orders within 7 days after one', value: String(report.ordersWithin7Days) },
    { label: 'Their revenue', value: formatRupees(report.revenue) },
  ];
  return (
    <AdminCard id="cart-reminders-title" title="Cart reminders" headingClassName="font-serif text-lg text-leaf-900">
      <p className="mt-1 text-sm text-muted">
        {report.from} to {report.to}. Orders by the reminded shoppers, cancelled ones left out.
      </p>
      <dl className="mt-4 grid gap-4 sm:grid-cols-3">
        {facts.map((f) => (
          <div key={f.label} className="rounded-xl border border-line p-4">
            <dt className="text-sm text-muted">{f.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums text-leaf-900">{f.value}</dd>
          </div>
        ))}
      </dl>
    </AdminCard>
  );
}
