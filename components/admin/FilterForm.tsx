import type { ReactNode } from 'react';

/**
 * A list's search and filters as a plain GET form on a white card: works before any script loads, and the URL can
 * be shared. `columns` are its grid's column classes.
 */
export function FilterForm({ action, columns, children }: { action: string; columns: string; children: ReactNode }) {
  return (
    <form
      method="get"
      action={action}
      role="search"
      className={`mb-4 grid gap-3 rounded-2xl bg-white p-4 shadow-card ${columns}`}
    >
      {children}
    </form>
  );
}

/** A filter form's free-text search (`q`); `className` places it in the form's grid. */
export function FilterSearch({
  value,
  placeholder,
  className,
}: {
  value?: string;
  placeholder: string;
  className?: string;
}) {
  return (
    <label className={className ? `text-sm ${className}` : 'text-sm'}>
      <span className="mb-1 block font-medium">Search</span>
      <input name="q" type="search" defaultValue={value} placeholder={placeholder} className="field py-2" />
    </label>
  );
}

/** A filter form's submit button. */
export function FilterButton() {
  return (
    <button type="submit" className="btn btn-primary px-4 py-2">
      Filter
    </button>
  );
}

/** A yes/no filter (a checkbox sent as `name=true`) beside the Filter button: the last cell of a filter row. */
export function FilterFlagRow({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <div className="flex items-end justify-between gap-3">
      <label className="flex items-center gap-2 pb-2 text-sm">
        <input type="checkbox" name={name} value="true" defaultChecked={checked} className="h-4 w-4 accent-leaf-700" />
        {label}
      </label>
      <FilterButton />
    </div>
  );
}
