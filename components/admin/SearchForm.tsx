/** A list's search box: a plain GET form (no script needed) that keeps the list's other filters as hidden fields. */
export function SearchForm({
  label,
  placeholder,
  q,
  action,
  keep = {},
}: {
  label: string;
  placeholder: string;
  q?: string;
  action?: string;
  keep?: Record<string, string | undefined>;
}) {
  return (
    <form method="get" action={action} role="search" className="mb-4 flex gap-2">
      {Object.entries(keep).map(
        ([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />,
      )}
      <label className="flex-1">
        <span className="sr-only">{label}</span>
        <input type="search" name="q" defaultValue={q} placeholder={placeholder} className="field py-2" />
      </label>
      <button type="submit" className="btn btn-primary px-4 py-2">
        Search
      </button>
    </form>
  );
}
