export type SellerChoice = { id: number; name: string };

/** The admin's pick of seller for a report; `anyLabel` offers "every seller" where the report allows it. */
export function SellerSelect({
  sellers,
  value,
  onChange,
  anyLabel,
  name,
}: {
  sellers: SellerChoice[];
  value?: string;
  onChange?: (value: string) => void;
  anyLabel: string;
  name?: string;
}) {
  return (
    <label className="text-sm">
      <span className="mb-1 block font-medium">Seller</span>
      <select
        name={name}
        className="field py-2"
        {...(onChange
          ? { value: value ?? '', onChange: (e) => onChange(e.target.value) }
          : { defaultValue: value ?? '' })}
      >
        <option value="">{anyLabel}</option>
        {sellers.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
    </label>
  );
}
