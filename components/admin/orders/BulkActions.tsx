'use client';

import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useAdminWrite } from '@/components/admin/useAdminWrite';
import { adminOrdersApi } from '@/lib/api-client/admin-orders';
import type { BulkMoveResult } from '@/lib/fulfilment/bulk';

/** What a bulk move did, in one line: how many moved, and each refusal with its reason. */
function summary(result: BulkMoveResult): string {
  const refused = result.refused.map((r) => `${r.subOrderNumber}: ${r.message}`).join('; ');
  return `${result.moved.length} moved to packing${result.refused.length ? `, ${result.refused.length} refused: ${refused}` : '.'}`;
}

/** Downloads the answer as a file without leaving the page. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The queue's actions on the ticked sub-orders: start packing them all, or print their shipping labels. */
export function BulkActions({ selected, onDone }: { selected: string[]; onDone: () => void }) {
  const { send, busy } = useAdminWrite(adminOrdersApi.bulkMove);
  const [printing, setPrinting] = useState(false);
  const none = selected.length === 0;

  async function pack() {
    const result = await send({ subOrderNumbers: selected, status: 'PROCESSING' });
    if (!result) return;
    (result.moved.length ? notify.success : notify.error)(summary(result));
    onDone();
  }

  async function print() {
    setPrinting(true);
    try {
      const res = await adminOrdersApi.labels({ subOrderNumbers: selected });
      if (!res.ok) {
        const body = (await res.json().catch(() => null)) as { message?: string } | null;
        throw new Error(body?.message ?? 'The labels could not be prepared. Please try again.');
      }
      save(await res.blob(), 'labels.pdf');
      notify.success(`Labels for ${selected.length} sub-order${selected.length === 1 ? '' : 's'} downloaded.`);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'The labels could not be prepared. Please try again.');
    } finally {
      setPrinting(false);
    }
  }

  return (
    <div className="mb-3 flex flex-wrap items-center gap-2" aria-label="Selected sub-orders">
      <p className="mr-2 text-sm text-muted" aria-live="polite">
        {none ? 'Tick sub-orders to act on several at once.' : `${selected.length} selected`}
      </p>
      <button type="button" className="btn btn-primary h-10" disabled={none || busy} onClick={() => void pack()}>
        {busy ? 'Moving…' : 'Start packing'}
      </button>
      <button type="button" className="btn btn-outline h-10" disabled={none || printing} onClick={() => void print()}>
        {printing ? 'Preparing labels…' : 'Print labels'}
      </button>
    </div>
  );
}
