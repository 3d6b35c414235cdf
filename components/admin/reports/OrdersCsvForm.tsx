'use client';

import { useState } from 'react';
import { adminReportsApi } from '@/lib/api-client/admin-reports';
import { SellerSelect, type SellerChoice } from './SellerSelect';
import { useDownload } from './useDownload';

/** One end of the range: the other end bounds it, so the picker never offers a backwards range. */
function DateInput({
  label,
  value,
  onChange,
  ...bound
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  min?: string;
  max?: string;
}) {
  return (
    <label className="text-sm">
      <span className="mb-1 block font-medium">{label}</span>
      <input
        type="date"
        required
        value={value}
        {...bound}
        onChange={(e) => onChange(e.target.value)}
        className="field py-2"
      />
    </label>
  );
}

/** The orders CSV: a range of India dates (both included, up to 366 days) and, for the admin, a seller. */
export function OrdersCsvForm({
  defaults,
  sellers,
}: {
  defaults: { from: string; to: string };
  sellers: SellerChoice[] | null;
}) {
  const [from, setFrom] = useState(defaults.from);
  const [to, setTo] = useState(defaults.to);
  const [sellerId, setSellerId] = useState('');
  const { download, busy } = useDownload();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    void download(adminReportsApi.ordersCsvUrl({ from, to, sellerId }), `orders-${from}-${to}.csv`);
  }

  return (
    <form onSubmit={submit} className="rounded-2xl bg-white p-5 shadow-card" aria-labelledby="orders-csv-title">
      <h2 id="orders-csv-title" className="font-serif text-lg text-leaf-900">
        Orders (CSV)
      </h2>
      <p className="mt-1 text-sm text-muted">
        One row per order line: pack, quantity, amounts, GST, payment, status, invoice and refunds.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <DateInput label="From" value={from} max={to} onChange={setFrom} />
        <DateInput label="To" value={to} min={from} onChange={setTo} />
        {sellers && <SellerSelect sellers={sellers} value={sellerId} onChange={setSellerId} anyLabel="Every seller" />}
      </div>
      <button type="submit" disabled={busy} aria-busy={busy} className="btn btn-primary mt-4 px-4 py-2">
        {busy ? 'Preparing…' : 'Download orders CSV'}
      </button>
    </form>
  );
}
