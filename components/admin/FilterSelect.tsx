import { Options, type Choice } from '@/components/ui/form/Options';

type Props = {
  label: string;
  options: readonly Choice[];
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
        <Options options={options} />
      </select>
    </label>
  );
}
