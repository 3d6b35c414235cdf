'use client';

/** An in-place list row's buttons: open or close its form, and (when it can be deleted) delete it after a confirm. */
export function RowActions({
  label,
  open,
  onToggle,
  onDelete,
  busy,
}: {
  label: string;
  open: boolean;
  onToggle: () => void;
  onDelete?: () => unknown;
  busy?: boolean;
}) {
  const toggle = (
    <button type="button" className="btn btn-ghost px-3 py-1" aria-expanded={open} onClick={onToggle}>
      {open ? 'Close' : 'Edit'}
    </button>
  );
  if (!onDelete) return toggle;
  return (
    <span className="flex gap-1">
      {toggle}
      <button
        type="button"
        className="btn btn-ghost px-3 py-1 text-spice-700"
        disabled={busy}
        onClick={() => window.confirm(`Delete ${label}?`) && onDelete()}
      >
        Delete
      </button>
    </span>
  );
}
