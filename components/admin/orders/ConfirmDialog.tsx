'use client';

import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/Modal';

type Props = {
  title: string;
  /** what happens once confirmed, said before the fields */
  explain: ReactNode;
  confirm: string;
  busyLabel: string;
  busy: boolean;
  tone?: 'btn-primary' | 'btn-accent';
  onConfirm: () => void;
  onClose: () => void;
  children?: ReactNode;
};

/** The fulfilment dialogs' frame: what the step does, the fields it needs, then "Go back" or the confirming button. */
export function ConfirmDialog({
  title,
  explain,
  confirm,
  busyLabel,
  busy,
  tone = 'btn-primary',
  onConfirm,
  onClose,
  children,
}: Props) {
  return (
    <Modal open onClose={onClose} title={title}>
      <form className="space-y-4" onSubmit={(e) => (e.preventDefault(), onConfirm())}>
        <p className="text-muted">{explain}</p>
        {children}
        <div className="flex gap-3">
          <button type="button" className="btn btn-outline h-11 flex-1" onClick={onClose}>
            Go back
          </button>
          <button type="submit" className={`btn h-11 flex-1 ${tone}`} disabled={busy}>
            {busy ? busyLabel : confirm}
          </button>
        </div>
      </form>
    </Modal>
  );
}
