'use client';

import { useState } from 'react';
import { BriefcaseIcon } from '@/components/ui/icons';
import { NO_OPEN_POSITIONS } from '@/components/team/messages';
import { Modal } from '@/components/ui/Modal';

/** 'View Open Positions': a modal saying no positions are open right now (there is no jobs board yet). */
export function OpenPositionsButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog" className="btn btn-primary">
        <BriefcaseIcon size={18} /> View Open Positions
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Open Positions">
        <p className="text-ink">{NO_OPEN_POSITIONS}</p>
        <p className="mt-2 text-sm text-muted">We post new roles here first. You are welcome to check back soon.</p>
        <button type="button" onClick={() => setOpen(false)} className="btn btn-outline mt-6 w-full">
          Close
        </button>
      </Modal>
    </>
  );
}
