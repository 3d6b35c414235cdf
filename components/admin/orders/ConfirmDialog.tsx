'use client';

import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/Modal';
import { TextAreaField } from '@/components/ui/form/fields';
import { bindText } from '@/components/ui/form/bind';

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

/** Why the step is taken, in the seller's words: at least 3 characters, since the shopper or the records read it. */
export function ReasonField({
  label,
  maxLength,
  value,
  onChange,
  error,
}: {
  label: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextAreaField label={label} required minLength={3} maxLength={maxLength} {...bindText(value, onChange, error)} />
  );
}
