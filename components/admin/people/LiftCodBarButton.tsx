'use client';

import { useState } from 'react';
import { adminPeopleApi } from '@/lib/api-client/admin-people';
import { ConfirmDialog, useDialogWrite } from '../orders/ConfirmDialog';

/** Lifts a customer's COD bar after asking: the parcels they refused so far stop counting. */
export function LiftCodBarButton({ userId, name }: { userId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const { send, frame } = useDialogWrite(() => adminPeopleApi.liftCodBar(userId), close);
  return (
    <>
      <button type="button" className="btn btn-outline px-3 py-1" onClick={() => setOpen(true)}>
        Lift COD bar<span className="sr-only"> of {name}</span>
      </button>
      {open && (
        <ConfirmDialog
          title="Lift the COD bar?"
          explain={`${name} can pay cash on delivery again. The parcels they refused so far stop counting; two more refused parcels bar them again.`}
          confirm="Yes, lift the bar"
          {...frame(() => send(undefined, 'COD bar lifted.'))}
        />
      )}
    </>
  );
}
