'use client';

import { useState } from 'react';
import type { SellerAction, SellerActionKind } from '@/lib/fulfilment/seller-actions';
import { MoveDialog } from './MoveDialog';
import { RefundDialog } from './RefundDialog';
import { RtoDialog } from './RtoDialog';
import { ShipDialog } from './ShipDialog';

/** One button per action; each opens its own confirmation, mounted fresh every time it opens. */
export function FulfilmentActions({
  subOrderNumber,
  actions,
  refundable,
}: {
  subOrderNumber: string;
  actions: SellerAction[];
  refundable: number;
}) {
  const [open, setOpen] = useState<SellerActionKind | null>(null);
  const close = () => setOpen(null);
  const chosen = actions.find((a) => a.kind === open);
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {actions.map((a) => (
          <button
            key={a.kind}
            type="button"
            onClick={() => setOpen(a.kind)}
            className={a.kind === 'cancel' || a.kind === 'refund' ? 'btn btn-outline h-10' : 'btn btn-primary h-10'}
          >
            {a.label}
          </button>
        ))}
      </div>
      {chosen?.kind === 'ship' && <ShipDialog subOrderNumber={subOrderNumber} onClose={close} />}
      {chosen?.kind === 'rto' && <RtoDialog subOrderNumber={subOrderNumber} onClose={close} />}
      {chosen?.kind === 'refund' && (
        <RefundDialog subOrderNumber={subOrderNumber} refundable={refundable} onClose={close} />
      )}
      {chosen && chosen.to && chosen.kind !== 'ship' && chosen.kind !== 'rto' && (
        <MoveDialog subOrderNumber={subOrderNumber} action={chosen} onClose={close} />
      )}
    </>
  );
}
