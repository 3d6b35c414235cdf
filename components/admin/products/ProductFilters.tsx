import { FilterForm, FilterSearch, FilterFlagRow } from '../FilterForm';
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

/** Search on title or slug and the category, seller, status and low-stock filters. */
export function ProductFilters({ values, categories, sellers }: Props) {
  return (
    <FilterForm action="/admin/products" columns="sm:grid-cols-2 lg:grid-cols-6">
      <FilterSearch value={values.q} placeholder="Title or slug" className="lg:col-span-2" />
      <FilterSelect label="Category" name="category" value={values.category} options={categories} anyLabel="All" />
      {sellers && <FilterSelect label="Seller" name="seller" value={values.seller} options={sellers} anyLabel="All" />}
      <FilterSelect label="Status" name="active" value={values.active} options={STATUSES} anyLabel="Any" />
      <FilterFlagRow name="lowStock" label="Low stock" checked={values.lowStock === 'true'} />
    </FilterForm>
  );
}
