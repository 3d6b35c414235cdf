import type { ReviewStatusFilter } from '@/lib/reviews/moderation-rules';
import { FilterSelect } from '../FilterSelect';
import { SearchForm } from '../SearchForm';

const STATUSES: { value: ReviewStatusFilter; label: string }[] = [
  { value: 'PHOTOS_PENDING', label: 'Photos waiting' },
  { value: 'REPORTED', label: 'Reported' },
  { value: 'PUBLISHED', label: 'Published' },
  { value: 'HIDDEN', label: 'Hidden' },
];

/** The status to work on and a product search, as plain GET forms that keep each other's value. */
export function ReviewFilters({ status, q }: { status?: string; q?: string }) {
  return (
    <div className="grid gap-x-3 sm:grid-cols-[16rem_minmax(0,1fr)] sm:items-end">
      <form method="get" action="/admin/reviews" className="mb-4 flex items-end gap-2">
        {q && <input type="hidden" name="q" value={q} />}
        <FilterSelect label="Show" name="status" value={status} options={STATUSES} anyLabel="All reviews" />
        <button type="submit" className="btn btn-outline px-3 py-2">
          Show
        </button>
      </form>
      <SearchForm
        label="Search by product"
        placeholder="Product title"
        action="/admin/reviews"
        q={q}
        keep={{ status }}
      />
    </div>
  );
}
