'use client';

import { useEffect, useRef, type MouseEvent } from 'react';

/**
 * Keeps a native <dialog> shown as a modal while `open` (focus kept inside, page behind inert,
 * Escape closes) and closes it on a click on its backdrop. Spread the result onto the <dialog>.
 */
export function useModalDialog(open: boolean, onClose: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return {
    ref,
    onClose,
    // A click whose target is the <dialog> itself landed on the backdrop, outside the content.
    onClick: (e: MouseEvent<HTMLDialogElement>) => {
      if (e.target === ref.current) onClose();
    },
  };
}
