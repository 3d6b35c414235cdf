import type { Option } from './options';

type Props = {
  label: string;
  options: Option[];
  /** the first choice, the empty value: "All", "Any", "Every seller" */
  anyLabel: string;
  value?: string;
  /** given, the select is controlled; without it, a plain field of a GET form */
  onChange?: (value: string) => void;
  name?: string;
};

/** A labelled choice in a back-office filter or report form. */
export function FilterSelect({ label, options, anyLabel, value, onChange, name }: Props) {
  return (
    <label className="text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      <select
        name={name}
        className="field py-2"
        {...(onChange
          ? { value: value ?? '', onChange: (e) => onChange(e.target.value) }
          : { defaultValue: value ?? '' })}
      >
        <option value="">{anyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
