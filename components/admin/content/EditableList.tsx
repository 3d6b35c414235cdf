'use client';

import { useState, type ReactNode } from 'react';
import { RowActions } from '../RowActions';
import { useAdminWrite } from '../useAdminWrite';

type Item = { id: number; label: string; detail?: string };

/**
 * A short list (banners, team) where each entry opens its form in place and can be deleted
 * through `remove` (its client's call); `form(id, close)` renders the entry's form.
 */
export function EditableList({
  items,
  remove,
  form,
}: {
  items: Item[];
  remove: (id: number) => Promise<unknown>;
  form: (id: number, close: () => void) => ReactNode;
}) {
  const [open, setOpen] = useState<number | null>(null);
  const { send, busy } = useAdminWrite(remove);
  if (items.length === 0)
    return <p className="rounded-2xl bg-white p-5 text-sm text-muted shadow-card">Nothing here yet.</p>;
  return (
    <ul className="divide-y divide-line rounded-2xl bg-white px-5 py-2 shadow-card">
      {items.map((item) => (
        <li key={item.id} className="py-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span>
              <span className="font-medium">{item.label}</span>
              {item.detail && <span className="ml-2 text-xs text-muted">{item.detail}</span>}
            </span>
            <RowActions
              label={item.label}
              open={open === item.id}
              onToggle={() => setOpen(open === item.id ? null : item.id)}
              onDelete={() => send(item.id, 'Deleted')}
              busy={busy}
            />
          </div>
          {open === item.id && (
            <div className="mt-2 rounded-xl bg-sand-50 p-3">{form(item.id, () => setOpen(null))}</div>
          )}
        </li>
      ))}
    </ul>
  );
}
