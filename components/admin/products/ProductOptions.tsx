'use client';

import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { TextField } from '@/components/ui/form/TextField';
import { adminProductsApi } from '@/lib/api-client/admin-products';
import { MAX_OPTIONS, productEditSchema } from '@/lib/catalog/variant-schemas';
import { useAdminWrite } from '../useAdminWrite';
import type { ProductOption } from './pack-form-state';
import { AdminCard } from '../AdminCard';
import { HindiTextField } from '../hindi/HindiFields';
import { hindiError } from '../hindi/hindi-state';

type Row = { name: string; values: string };

const toRows = (options: ProductOption[]): Row[] => options.map((o) => ({ name: o.name, values: o.values.join(', ') }));
const fromRows = (rows: Row[]) =>
  rows.map((r) => ({
    name: r.name,
    values: r.values
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean),
  }));

type Props = {
  productId: number;
  options: ProductOption[];
  /** the Hindi name of a product's one option, which the Hindi pack picker shows */
  hindiName?: string;
};

/**
 * What a shopper chooses between ("Pack size": 100 g, 250 g), up to three options. Saving fits every
 * pack to them; each pack's values are then chosen in its row of the pack grid. A product with one
 * option names it in Hindi too (the shop says "Pack size" in Hindi itself when its name is that).
 */
export function ProductOptions({ productId, options, hindiName = '' }: Props) {
  const [rows, setRows] = useState(() => toRows(options));
  const [hindi, setHindi] = useState(hindiName);
  const { sendChecked, errors, failure, busy } = useAdminWrite(
    (input: { options: ProductOption[]; translations?: { hi: { optionName: string } } }) =>
      adminProductsApi.update(productId, input),
  );
  const edit = (i: number, key: keyof Row) => (e: { target: { value: string } }) =>
    setRows((list) => list.map((r, n) => (n === i ? { ...r, [key]: e.target.value } : r)));

  async function save(event: FormEvent) {
    event.preventDefault();
    const input = {
      options: fromRows(rows),
      ...(rows.length === 1 && { translations: { hi: { optionName: hindi } } }),
    };
    await sendChecked(productEditSchema, input, 'Options saved');
  }

  return (
    <AdminCard
      id="options-heading"
      title="Options"
      headingClassName="font-semibold"
      className="space-y-3"
      onSubmit={save}
    >
      {rows.length === 0 && <p className="text-sm text-muted">No options: the packs differ by their labels alone.</p>}
      {rows.map((r, i) => (
        <div key={i} className="grid items-end gap-2 sm:grid-cols-[12rem_minmax(0,1fr)_auto]">
          <TextField label={`Option ${i + 1}`} placeholder="Pack size" value={r.name} onChange={edit(i, 'name')} />
          <TextField
            label="Values"
            hint="Separated by commas"
            placeholder="100 g, 250 g, 500 g"
            value={r.values}
            onChange={edit(i, 'values')}
          />
          <button
            type="button"
            className="btn btn-ghost px-3 py-1"
            onClick={() => setRows((l) => l.filter((_, n) => n !== i))}
          >
            Remove
          </button>
        </div>
      ))}
      {rows.length === 1 && (
        <HindiTextField
          label="Option 1"
          maxLength={40}
          value={hindi}
          onChange={setHindi}
          error={hindiError(errors, 'option name')}
        />
      )}
      <FormMessage kind="error">{errors.options ?? failure}</FormMessage>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn btn-outline px-3 py-1"
          disabled={rows.length >= MAX_OPTIONS}
          onClick={() => setRows((l) => [...l, { name: '', values: '' }])}
        >
          Add an option
        </button>
        <button type="submit" className="btn btn-primary px-3 py-1" disabled={busy}>
          {busy ? 'Saving…' : 'Save options'}
        </button>
      </div>
    </AdminCard>
  );
}
