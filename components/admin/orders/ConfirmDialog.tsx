'use client';

import type { ComponentProps, ReactNode } from 'react';
import { Modal } from '@/components/ui/Modal';
import { TextAreaField } from '@/components/ui/form/fields';
import { useAdminWrite } from '../useAdminWrite';

type Props = {
  title: string;
  /** what happens once confirmed, said before the fields */
  explain: ReactNode;
  confirm: string;
  /** the confirming button's text while the write runs */
  busyLabel?: string;
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
  busyLabel = 'Saving…',
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

/**
 * A ConfirmDialog's write: `useAdminWrite(call)`, and `frame(submit)` to spread onto the dialog — its busy
 * state, its close, and a confirm that runs `submit` and closes the dialog once the write went through.
 */
export function useDialogWrite<I, T>(call: (input: I) => Promise<T>, onClose: () => void) {
  const write = useAdminWrite(call);
  const frame = (submit: () => Promise<unknown>) => ({
    busy: write.busy,
    onClose,
    onConfirm: () => void submit().then((done) => done && onClose()),
  });
  return { ...write, frame };
}

/** Why the step is taken, in the seller's words: at least 3 characters, since the shopper or the records read it. */
export function ReasonField(props: Omit<ComponentProps<typeof TextAreaField>, 'required' | 'minLength'>) {
  return <TextAreaField required minLength={3} {...props} />;
}
