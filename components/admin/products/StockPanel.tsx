'use client';

import { useState, type FormEvent } from 'react';
import { FormMessage } from '@/components/account/FormMessage';
import { stockChangeSchema } from '@/lib/catalog/admin-schemas';
import { parseWith } from '@/lib/http/parse';
import { SelectField, TextField } from '../fields';
import { useAdminWrite } from '../useAdminWrite';

type Props = { productId: number; stock: number };

/** Set the count after a stock-take, or move it by a delivery or a loss; either way with a reason. */
export function StockPanel({ productId, stock }: Props) {
  const [mode, setMode] = useState<'set' | 'delta'>('delta');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const { write, errors, setErrors, failure, busy } = useAdminWrite();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = amount.trim() !== '' && Number.isFinite(Number(amount)) ? Number(amount) : amount;
    const payload = { [mode]: value, reason };
    const checked = parseWith(stockChangeSchema, payload);
    if (!checked.ok) return setErrors(checked.errors);
    if (await write(`/api/v1/admin/products/${productId}/stock`, 'POST', payload, 'Stock updated')) {
      setAmount('');
      setReason('');
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="stock-heading" className="space-y-3 rounded-2xl bg-white p-5 shadow-card">
      <h2 id="stock-heading" className="font-semibold">Stock: <span className="tabular-nums">{stock}</span></h2>
      <SelectField label="Change" value={mode} onChange={(e) => setMode(e.target.value as 'set' | 'delta')}
        options={[{ value: 'delta', label: 'Adjust by (+/−)' }, { value: 'set', label: 'Set the count to' }]} />
      <TextField label={mode === 'set' ? 'New count' : 'Units (+ received, − lost)'} inputMode="numeric" value={amount}
        error={errors[mode] ?? (mode === 'set' ? undefined : errors.set)} onChange={(e) => setAmount(e.target.value)} />
      <TextField label="Reason" value={reason} maxLength={200} error={errors.reason} onChange={(e) => setReason(e.target.value)}
        placeholder="Stock-take, delivery, damaged…" />
      <FormMessage kind="error">{failure}</FormMessage>
      <button type="submit" className="btn btn-primary" disabled={busy}>{busy ? 'Saving…' : 'Update stock'}</button>
    </form>
  );
}
