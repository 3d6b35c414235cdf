import { FilterButton, FilterForm, FilterSearch } from '../admin/FilterForm';
import { FilterSelect } from '../admin/FilterSelect';
import { PROMOTION_STATUSES, PROMOTION_STATUS_LABEL } from '@/lib/offers/status';

const STATUS_CHOICES = PROMOTION_STATUSES.map((s) => ({ value: s, label: PROMOTION_STATUS_LABEL[s] }));

/** Search on code or title and the status filter. */
export function PromotionFilters({ values }: { values: { q?: string; status?: string } }) {
  return (
    <FilterForm action="/admin/promotions" columns="sm:grid-cols-[minmax(0,1fr)_12rem_auto]">
      <FilterSearch value={values.q} placeholder="Code or title" />
      <FilterSelect label="Status" name="status" value={values.status} options={STATUS_CHOICES} anyLabel="Any" />
      <div className="flex items-end">
        <FilterButton />
      </div>
    </FilterForm>
  );
}
