'use client';

import { useId } from 'react';
import { FieldNotes } from '@/components/ui/form/FieldNotes';

type Props = {
  legend: string;
  choices: { id: number; title: string }[];
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error?: string;
};

/** Which products, categories or sellers a promotion covers: a ticked list (a seller's own products only). */
export function ScopeIdsField({ legend, choices, value, onChange, error }: Props) {
  const id = useId();
  const chosen = new Set(value);
  const toggle = (choice: number, on: boolean) => onChange(on ? [...value, choice] : value.filter((v) => v !== choice));
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="max-h-56 space-y-1 overflow-y-auto rounded-xl border border-sand-200 p-3">
        {choices.length === 0 && <p className="text-sm text-muted">Nothing to choose yet.</p>}
        {choices.map((c) => (
          <label key={c.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.has(c.id)}
              onChange={(e) => toggle(c.id, e.target.checked)}
              className="h-4 w-4 accent-leaf-700"
            />
            {c.title}
          </label>
        ))}
      </div>
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}
