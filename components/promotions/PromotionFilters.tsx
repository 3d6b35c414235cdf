import { FilterSelect } from '../admin/FilterSelect';
import { PROMOTION_STATUSES, PROMOTION_STATUS_LABEL } from '@/lib/offers/status';

const STATUS_CHOICES = PROMOTION_STATUSES.map((s) => ({ value: s, label: PROMOTION_STATUS_LABEL[s] }));

/** Search on code or title and the status filter, as a plain GET form (works before any script, shareable). */
export function PromotionFilters({ values }: { values: { q?: string; status?: string } }) {
  return (
    <form
      method="get"
      action="/admin/promotions"
      role="search"
      className="mb-4 grid gap-3 rounded-2xl bg-white p-4 shadow-card sm:grid-cols-[minmax(0,1fr)_12rem_auto]"
    >
      <label className="text-sm">
        <span className="mb-1 block font-medium">Search</span>
        <input name="q" type="search" defaultValue={values.q} placeholder="Code or title" className="field py-2" />
      </label>
      <FilterSelect label="Status" name="status" value={values.status} options={STATUS_CHOICES} anyLabel="Any" />
      <div className="flex items-end">
        <button type="submit" className="btn btn-primary px-4 py-2">
          Filter
        </button>
      </div>
    </form>
  );
}
