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
