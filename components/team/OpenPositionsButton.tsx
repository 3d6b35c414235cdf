'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { BriefcaseIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/Modal';

/** 'View Open Positions': a modal saying no positions are open right now (there is no jobs board yet). */
export function OpenPositionsButton() {
  const t = useTranslations('Content.team.positions');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} aria-haspopup="dialog" className="btn btn-primary">
        <BriefcaseIcon size={18} /> {t('open')}
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('title')}>
        <p className="text-ink">{t('none')}</p>
        <p className="mt-2 text-sm text-muted">{t('later')}</p>
        <button type="button" onClick={() => setOpen(false)} className="btn btn-outline mt-6 w-full">
          {t('close')}
        </button>
      </Modal>
    </>
  );
}
