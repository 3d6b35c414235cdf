import type { ReactNode } from 'react';

/**
 * Where the fulfilment actions go (move to processing, ship with a waybill, deliver, cancel, refund).
 * They belong to the fulfilment work (see docs/back-office.md); until then the panel says so, and the
 * sub-order page passes its number and status so the actions only need to be dropped in here.
 */
export function FulfilmentSlot({ children }: { subOrderNumber: string; status: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="fulfilment" data-slot="fulfilment-actions" className="rounded-2xl border-2 border-dashed border-sand-300 bg-white p-5">
      <h2 id="fulfilment" className="mb-1 font-semibold">Fulfilment</h2>
      {children ?? <p className="text-sm text-muted">Shipping, delivery, cancellation and refund actions will appear here.</p>}
    </section>
  );
}
