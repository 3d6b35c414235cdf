'use client';

import { useState } from 'react';
import { RowActions } from '../RowActions';
import { SellerForm, type SellerRow } from './SellerForm';

function Row({ seller }: { seller: SellerRow }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          <span className="font-medium">{seller.name}</span>
          <span className="block text-xs text-muted">
            /{seller.slug} · {[seller.city, seller.state].filter(Boolean).join(', ')}
            {seller.gstin ? ` · GSTIN ${seller.gstin}` : ' · no GSTIN'}
          </span>
        </span>
        <RowActions label={seller.name ?? seller.slug} open={editing} onToggle={() => setEditing((v) => !v)} />
      </div>
      {editing && (
        <div className="mt-2 rounded-xl bg-sand-50 p-3">
          <SellerForm seller={seller} onDone={() => setEditing(false)} />
        </div>
      )}
    </li>
  );
}

/** Every seller of the marketplace, each editable in place. */
export function SellerList({ sellers }: { sellers: SellerRow[] }) {
  return (
    <ul className="divide-y divide-line rounded-2xl bg-white px-5 py-2 shadow-card" aria-label="Sellers">
      {sellers.map((s) => (
        <Row key={s.id} seller={s} />
      ))}
    </ul>
  );
}
