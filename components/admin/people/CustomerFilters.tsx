import { FilterButton, FilterForm, FilterSearch } from '../FilterForm';

/** Search on name, e-mail or phone, and only the customers barred from cash on delivery. */
export function CustomerFilters({ values }: { values: { q?: string; codBarred?: string } }) {
  return (
    <FilterForm action="/admin/customers" columns="sm:grid-cols-[minmax(0,1fr)_auto]">
      <FilterSearch value={values.q} placeholder="Name, email or phone" />
      <div className="flex items-end justify-between gap-3">
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input
            type="checkbox"
            name="codBarred"
            value="true"
            defaultChecked={values.codBarred === 'true'}
            className="h-4 w-4 accent-leaf-700"
          />
          COD barred only
        </label>
        <FilterButton />
      </div>
    </FilterForm>
  );
}
