'use client';

import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { productUpdateSchema, stockChangeSchema } from '@/lib/catalog/admin-schemas';
import { parseWith } from '@/lib/validation/parse';
import { TextField } from '@/components/ui/form/TextField';
import { adminProductsApi } from '@/lib/api-client/admin-products';
import { useAdminWrite } from '../useAdminWrite';
import { AdminCard } from '../AdminCard';

type Props = { productId: number; price: number; mrp: number; stock: number };

const numeric = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

/**
 * Price, MRP and the stock count in one place. A new count needs a reason: it goes through the
 * stock endpoint, which keeps the history and the audit entry.
 */
export function PriceStockPanel({ productId, price, mrp, stock }: Props) {
  const [form, setForm] = useState({ price: String(price), mrp: String(mrp), stock: String(stock), reason: '' });
  const { run, errors, setErrors, failure, busy } = useAdminWrite();
  const bind = (key: keyof typeof form) => ({
    value: form[key],
    error: errors[key] ?? (key === 'stock' ? errors.set : undefined),
    onChange: (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value })),
  });
  const priceChanged = numeric(form.price) !== price || numeric(form.mrp) !== mrp;
  const stockChanged = numeric(form.stock) !== stock;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const prices = { price: numeric(form.price), mrp: numeric(form.mrp) };
    const count = { set: numeric(form.stock), reason: form.reason };
    const checked = [
      priceChanged && parseWith(productUpdateSchema, prices),
      stockChanged && parseWith(stockChangeSchema, count),
    ];
    const bad = checked.flatMap((c) => (c && !c.ok ? [c.errors] : []));
    if (bad.length) return setErrors(Object.assign({}, ...bad));
    if (priceChanged && !(await run(() => adminProductsApi.update(productId, prices), 'Price saved'))) return;
    if (stockChanged && (await run(() => adminProductsApi.changeStock(productId, count), 'Stock updated'))) {
      setForm((f) => ({ ...f, reason: '' }));
    }
  }

  return (
    <AdminCard
      id="price-stock-heading"
      title="Price and stock"
      headingClassName="font-semibold"
      className="space-y-3"
      onSubmit={submit}
    >
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Price (₹)" inputMode="decimal" required {...bind('price')} />
        <TextField label="MRP (₹)" inputMode="decimal" required {...bind('mrp')} />
      </div>
      <TextField label="Stock count" inputMode="numeric" hint={`${stock} in stock now`} {...bind('stock')} />
      {stockChanged && (
        <TextField
          label="Reason for the stock change"
          maxLength={200}
          placeholder="Stock-take, delivery, damaged…"
          required
          {...bind('reason')}
        />
      )}
      <FormMessage kind="error">{failure}</FormMessage>
      <button type="submit" className="btn btn-primary" disabled={busy || (!priceChanged && !stockChanged)}>
        {busy ? 'Saving…' : 'Save price and stock'}
      </button>
    </AdminCard>
  );
}
