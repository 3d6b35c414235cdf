import { FilterForm, FilterSearch, FilterFlagRow } from '../FilterForm';

/** Search on name, e-mail or phone, and only the customers barred from cash on delivery. */
export function CustomerFilters({ values }: { values: { q?: string; codBarred?: string } }) {
  return (
    <FilterForm action="/admin/customers" columns="sm:grid-cols-[minmax(0,1fr)_auto]">
      <FilterSearch value={values.q} placeholder="Name, email or phone" />
      <FilterFlagRow name="codBarred" label="COD barred only" checked={values.codBarred === 'true'} />
    </FilterForm>
  );
}
