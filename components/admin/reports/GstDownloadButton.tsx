'use client';

import { adminReportsApi } from '@/lib/api-client/admin-reports';
import { useDownload } from './useDownload';

/** The GST report shown on the screen, as a CSV file to keep or hand to an accountant. */
export function GstDownloadButton({ month, sellerId }: { month: string; sellerId: number }) {
  const { download, busy } = useDownload();
  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void download(adminReportsApi.gstCsvUrl(month, sellerId), `gst-${month}.csv`)}
      className="btn btn-outline px-4 py-2"
    >
      {busy ? 'Preparing…' : 'Download GST CSV'}
    </button>
  );
}
