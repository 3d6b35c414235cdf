import { AdminCard } from '@/components/admin/AdminCard';
import { COURIER_LIST_CSV_URL, type CourierListSummary } from '@/lib/api-client/admin-delivery';
import { formatIstClock } from '@/lib/format/ist';
import { CourierListPanel } from './CourierListPanel';

const n = (v: number) => v.toLocaleString('en-IN');

/** The uploaded courier list's counts, its download, and the upload that replaces it. */
export function CourierListCard({ summary }: { summary: CourierListSummary }) {
  return (
    <AdminCard
      id="courier-list"
      title="Courier’s serviceable list"
      className="mt-6"
      action={
        summary.count > 0 && (
          <a href={COURIER_LIST_CSV_URL} download className="btn btn-outline">
            Download CSV
          </a>
        )
      }
    >
      <p className="text-sm" data-testid="courier-list-counts">
        {summary.count
          ? `${n(summary.count)} PIN codes listed: ${n(summary.served)} served, ${n(summary.cod)} with cash on delivery` +
            (summary.updatedAt ? ` (updated ${formatIstClock(summary.updatedAt)})` : '')
          : 'No list uploaded: every PIN code follows the zones and the lists above.'}
      </p>
      <p className="mt-2 text-sm text-muted">
        A CSV with the header <code>pincode,serviceable,cod,min_days,max_days</code> (Y or N; days optional, both or
        neither). A listed PIN code overrides the zones and the lists above. The upload replaces the whole list: check
        the file first; only a file without errors can replace it.
      </p>
      <div className="mt-3">
        <CourierListPanel listed={summary.count} />
      </div>
    </AdminCard>
  );
}
