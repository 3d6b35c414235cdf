'use client';

import { useId, type ReactNode } from 'react';
import { CloseButton } from './CloseButton';
import { useModalDialog } from './useModalDialog';

/** A centred modal on the native <dialog>: focus trapped, Escape and backdrop close it. */
export function Modal({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const dialog = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-3xl bg-white p-0 shadow-lift backdrop:bg-leaf-950/50"
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-2xl font-semibold text-leaf-950">
            {title}
          </h2>
          <CloseButton onClose={onClose} className="-mr-2 -mt-1 shrink-0" />
        </div>
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}
