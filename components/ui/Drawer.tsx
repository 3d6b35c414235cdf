'use client';

import type { ReactNode } from 'react';
import { CloseButton } from './CloseButton';
import { useModalDialog } from './useModalDialog';

/**
 * A side drawer on the native <dialog>: modal, focus kept inside, Escape closes, the page
 * behind is inert. Clicking the backdrop closes it too.
 */
export function Drawer({
  open,
  onClose,
  title,
  side = 'left',
  children,
  footer,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right';
  children: ReactNode;
  footer?: ReactNode;
}) {
  const dialog = useModalDialog(open, onClose);

  return (
    <dialog
      {...dialog}
      aria-label={title}
      className={`fixed inset-y-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none bg-cream p-0 shadow-lift backdrop:bg-leaf-950/50 ${
        side === 'left' ? 'left-0 right-auto' : 'left-auto right-0'
      }`}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-line px-5 py-3">
          <h2 className="text-lg font-semibold text-leaf-900">{title}</h2>
          <CloseButton onClose={onClose} />
        </div>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer && <div className="border-t border-line px-5 py-4">{footer}</div>}
      </div>
    </dialog>
  );
}
