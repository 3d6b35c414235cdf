import { FilterSelect } from '../FilterSelect';

export type SellerChoice = { id: number; name: string };

/** The admin's pick of seller for a report; `anyLabel` offers "every seller" where the report allows it. */
export function SellerSelect({
  sellers,
  ...select
}: {
  sellers: SellerChoice[];
  value?: string;
  onChange?: (value: string) => void;
  anyLabel: string;
  name?: string;
}) {
  return (
    <FilterSelect label="Seller" options={sellers.map((s) => ({ value: String(s.id), label: s.name }))} {...select} />
  );
}
