'use client';

import { useDownload } from './useDownload';

/** The GST report shown on the screen, as a CSV file to keep or hand to an accountant. */
export function GstDownloadButton({ month, sellerId }: { month: string; sellerId: number }) {
  const { download, busy } = useDownload();
  const query = new URLSearchParams({ month, sellerId: String(sellerId), format: 'csv' });
  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void download(`/api/v1/admin/reports/gst?${query}`, `gst-${month}.csv`)}
      className="btn btn-outline px-4 py-2"
    >
      {busy ? 'Preparing…' : 'Download GST CSV'}
    </button>
  );
}
