'use client';

import { adminPromotionsApi } from '@/lib/api-client/admin-promotions';
import { useAdminWrite } from '../admin/useAdminWrite';

/** A list row's Pause or Resume: a paused promotion stops applying at once, and resumes where it was. */
export function PauseButton({ id, title, active }: { id: number; title: string; active: boolean }) {
  const { run, busy } = useAdminWrite();
  const toggle = () =>
    run(() => adminPromotionsApi.update(id, { active: !active }), `${title} ${active ? 'paused' : 'resumed'}`);
  return (
    <button type="button" className="btn btn-ghost px-3 py-1" disabled={busy} onClick={toggle}>
      {active ? 'Pause' : 'Resume'}
    </button>
  );
}
