'use client';

import { useState } from 'react';
import { SellerSelect, type SellerChoice } from './SellerSelect';
import { useDownload } from './useDownload';

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
    const query = new URLSearchParams({ from, to, ...(sellerId ? { sellerId } : {}) });
    void download(`/api/v1/admin/reports/orders.csv?${query}`, `orders-${from}-${to}.csv`);
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
        <label className="text-sm">
          <span className="mb-1 block font-medium">From</span>
          <input
            type="date"
            required
            value={from}
            max={to}
            onChange={(e) => setFrom(e.target.value)}
            className="field py-2"
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-medium">To</span>
          <input
            type="date"
            required
            value={to}
            min={from}
            onChange={(e) => setTo(e.target.value)}
            className="field py-2"
          />
        </label>
        {sellers && <SellerSelect sellers={sellers} value={sellerId} onChange={setSellerId} anyLabel="Every seller" />}
      </div>
      <button type="submit" disabled={busy} aria-busy={busy} className="btn btn-primary mt-4 px-4 py-2">
        {busy ? 'Preparing…' : 'Download orders CSV'}
      </button>
    </form>
  );
}
