'use client';

import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { TextField } from '@/components/ui/form/TextField';
import { SelectField } from '@/components/ui/form/fields';
import { adminVariantsApi } from '@/lib/api-client/admin-products';
import type { VariantDto } from '@/lib/catalog/products';
import { variantCreateSchema, variantUpdateSchema } from '@/lib/catalog/variant-schemas';
import { parseWith } from '@/lib/validation/parse';
import { useAdminWrite } from '../useAdminWrite';
import { LIMITS } from '@/lib/catalog/admin-schemas';
import { hindiError } from '../hindi/hindi-state';
import { packPayload, packState, withOption, type PackFormState, type ProductOption } from './pack-form-state';

type Props = { productId: number; pack?: VariantDto; options: ProductOption[]; children?: React.ReactNode };

/**
 * One pack of the grid, saved on its own: label, SKU, price, MRP, stock and net weight, and a value of each
 * of the product's options. Without `pack` it adds a new one. A new stock count asks for its reason.
 */
export function PackRow({ productId, pack, options, children }: Props) {
  const [form, setForm] = useState(() => packState(pack, options));
  const { run, errors, setErrors, failure, busy } = useAdminWrite();
  const payload = packPayload(form, pack);
  const stockMoves = !!pack && 'stock' in payload;
  const text = (key: Exclude<keyof PackFormState, 'options'>) => ({
    value: form[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  const choose = (name: string) => (e: { target: { value: string } }) =>
    setForm((f) => withOption(f, name, e.target.value, options));

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = parseWith(pack ? variantUpdateSchema : variantCreateSchema, payload);
    if (!checked.ok) return setErrors(checked.errors);
    if (pack) {
      const input = payload as z.input<typeof variantUpdateSchema>;
      await run(() => adminVariantsApi.update(productId, pack.id, input), 'Pack saved');
    } else {
      const input = payload as z.input<typeof variantCreateSchema>;
      if (await run(() => adminVariantsApi.create(productId, input), 'Pack added'))
        setForm(packState(undefined, options));
    }
  }

  return (
    <form onSubmit={save} noValidate aria-label={pack ? `Pack ${pack.label}` : 'New pack'} className="space-y-2 py-3">
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <TextField label="Label" placeholder="250 g" required {...text('label')} />
        <TextField
          label="Hindi"
          lang="hi"
          placeholder="250 ग्राम"
          maxLength={LIMITS.size}
          hint="The label in Hindi; left empty, the English shows"
          {...text('hiLabel')}
          error={hindiError(errors, 'label')}
        />
        <TextField label="SKU" required {...text('sku')} />
        <TextField label="Price (₹)" inputMode="decimal" required {...text('price')} />
        <TextField label="MRP (₹)" inputMode="decimal" required {...text('mrp')} />
        <TextField label={pack ? 'Stock' : 'Opening stock'} inputMode="numeric" {...text('stock')} />
        <TextField label="Net weight (g)" inputMode="numeric" hint="For the unit price" {...text('weightGrams')} />
        {options.map((o, i) => (
          <SelectField
            key={o.name}
            label={o.name}
            options={o.values.map((v) => ({ value: v, label: v }))}
            value={form.options[o.name] ?? ''}
            onChange={choose(o.name)}
            error={i === 0 ? errors.options : undefined}
          />
        ))}
      </div>
      {stockMoves && (
        <TextField label="Reason for the stock change" maxLength={200} required {...text('stockReason')} />
      )}
      <FormMessage kind="error">{failure}</FormMessage>
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="submit"
          className="btn btn-primary px-3 py-1"
          disabled={busy || (!!pack && !Object.keys(payload).length)}
        >
          {busy ? 'Saving…' : pack ? 'Save pack' : 'Add pack'}
        </button>
        {children}
      </div>
    </form>
  );
}
