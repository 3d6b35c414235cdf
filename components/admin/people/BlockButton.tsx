'use client';

import { adminPeopleApi } from '@/lib/api-client/admin-people';
import { useAdminWrite } from '../useAdminWrite';

/** Block (the customer can no longer sign in, and their sessions end) or unblock. */
export function BlockButton({ userId, name, blocked }: { userId: number; name: string; blocked: boolean }) {
  const { send, busy } = useAdminWrite((status: 'ACTIVE' | 'BLOCKED') =>
    adminPeopleApi.setCustomerStatus(userId, { status }),
  );
  function toggle() {
    if (!blocked && !window.confirm(`Block ${name}? They will be signed out and cannot sign in.`)) return;
    void send(blocked ? 'ACTIVE' : 'BLOCKED', blocked ? 'Unblocked' : 'Blocked');
  }
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      className={`btn px-3 py-1 ${blocked ? 'btn-outline' : 'btn-ghost text-spice-700'}`}
    >
      {blocked ? `Unblock ${name}` : `Block ${name}`}
    </button>
  );
}
