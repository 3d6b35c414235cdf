export type Choice = string | { value: string; label: string };

/** A select's choices: a plain string is both the value and the label. */
export function Options({ options }: { options: readonly Choice[] }) {
  return options.map((o) => {
    const { value, label } = typeof o === 'string' ? { value: o, label: o } : o;
    return (
      <option key={value} value={value}>
        {label}
      </option>
    );
  });
}
