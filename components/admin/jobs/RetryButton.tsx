'use client';

import { adminJobsApi } from '@/lib/api-client/admin-jobs';
import { useAdminWrite } from '../useAdminWrite';

/** Puts one failed job back in the queue; busy while the request is out. */
export function RetryButton({ id, kind }: { id: string; kind: string }) {
  const { send, busy } = useAdminWrite(adminJobsApi.retry);
  return (
    <button
      type="button"
      className="btn btn-outline px-3 py-1 text-xs"
      disabled={busy}
      aria-busy={busy}
      aria-label={`Retry ${kind} job ${id}`}
      onClick={() => void send(id, 'Job queued again')}
    >
      {busy ? 'Retrying…' : 'Retry'}
    </button>
  );
}
