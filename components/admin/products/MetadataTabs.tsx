'use client';

import { TextAreaField, TextField } from '../fields';
import type { Tab } from './product-form-state';

type Props = { tabs: Tab[]; onChange: (tabs: Tab[]) => void; error?: string };

/** The product page's extra tabs (ingredients, how to brew…): a title, a type and HTML content each. */
export function MetadataTabs({ tabs, onChange, error }: Props) {
  const set = (i: number, patch: Partial<Tab>) => onChange(tabs.map((t, j) => (j === i ? { ...t, ...patch } : t)));
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium">Information tabs</legend>
      {tabs.map((tab, i) => (
        <div key={i} className="grid gap-2 rounded-xl border border-sand-200 p-3 sm:grid-cols-2">
          <TextField label={`Tab ${i + 1} title`} value={tab.title} onChange={(e) => set(i, { title: e.target.value })} />
          <TextField label={`Tab ${i + 1} type`} value={tab.type} hint="Upper-case, e.g. HOW_TO_BREW"
            onChange={(e) => set(i, { type: e.target.value.toUpperCase().replace(/[^A-Z_]/g, '_') })} />
          <TextAreaField className="sm:col-span-2" label={`Tab ${i + 1} content (HTML)`} value={tab.content}
            onChange={(e) => set(i, { content: e.target.value })} />
          <button type="button" className="btn btn-ghost justify-self-start px-3 py-1.5 text-spice-700"
            onClick={() => onChange(tabs.filter((_, j) => j !== i))}>
            Remove tab {i + 1}
          </button>
        </div>
      ))}
      {error && <p className="text-sm text-spice-600">{error}</p>}
      <button type="button" className="btn btn-outline px-3 py-1.5" onClick={() => onChange([...tabs, { type: 'INFO', title: '', content: '' }])}>
        Add a tab
      </button>
    </fieldset>
  );
}
