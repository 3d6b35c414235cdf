'use client';

import { useState, type ReactNode } from 'react';
import { RowActions } from '../RowActions';
import { useAdminWrite } from '../useAdminWrite';

/**
 * A short list (banners, team) where each entry opens its form in place and can be deleted
 * through `remove` (its client's call); `describe` names an entry, `form(entry, close)` renders its form.
 */
export function EditableList<T extends { id: number }>({
  entries,
  describe,
  remove,
  form,
}: {
  entries: T[];
  describe: (entry: T) => { label: string; detail?: string };
  remove: (id: number) => Promise<unknown>;
  form: (entry: T, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const { send, busy } = useAdminWrite(remove);
  if (entries.length === 0)
    return <p className="rounded-2xl bg-white p-5 text-sm text-muted shadow-card">Nothing here yet.</p>;
  return (
    <ul className="divide-y divide-line rounded-2xl bg-white px-5 py-2 shadow-card">
      {entries
        .map((entry) => ({ entry, ...describe(entry) }))
        .map(({ entry, ...item }) => (
          <li key={entry.id} className="py-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span>
                <span className="font-medium">{item.label}</span>
                {item.detail && <span className="ml-2 text-xs text-muted">{item.detail}</span>}
              </span>
              <RowActions
                label={item.label}
                open={open === entry.id}
                onToggle={() => setOpen(open === entry.id ? null : entry.id)}
                onDelete={() => send(entry.id, 'Deleted')}
                busy={busy}
              />
            </div>
            {open === entry.id && (
              <div className="mt-2 rounded-xl bg-sand-50 p-3">{form(entry, () => setOpen(null))}</div>
            )}
          </li>
        ))}
    </ul>
  );
}
