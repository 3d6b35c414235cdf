import { FilterSelect } from '../FilterSelect';
import type { Option } from '../options';

const STATUSES = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Hidden' },
];

type Props = {
  values: { q?: string; category?: string; seller?: string; active?: string; lowStock?: string };
  categories: Option[];
  sellers: Option[] | null;
};

/** Search and filters as a plain GET form: works before any script loads, and the URL can be shared. */
export function ProductFilters({ values, categories, sellers }: Props) {
  return (
    <form
      method="get"
      action="/admin/products"
      role="search"
      className="mb-4 grid gap-3 rounded-2xl bg-white p-4 shadow-card sm:grid-cols-2 lg:grid-cols-6"
    >
      <label className="text-sm lg:col-span-2">
        <span className="mb-1 block font-medium">Search</span>
        <input name="q" type="search" defaultValue={values.q} placeholder="Title or slug" className="field py-2" />
      </label>
      <FilterSelect label="Category" name="category" value={values.category} options={categories} anyLabel="All" />
      {sellers && <FilterSelect label="Seller" name="seller" value={values.seller} options={sellers} anyLabel="All" />}
      <FilterSelect label="Status" name="active" value={values.active} options={STATUSES} anyLabel="Any" />
      <div className="flex items-end justify-between gap-3">
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input
            type="checkbox"
            name="lowStock"
            value="true"
            defaultChecked={values.lowStock === 'true'}
            className="h-4 w-4 accent-leaf-700"
          />
          Low stock
        </label>
        <button type="submit" className="btn btn-primary px-4 py-2">
          Filter
        </button>
      </div>
    </form>
  );
}
