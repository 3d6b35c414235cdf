'use client';

import { useState } from 'react';
import { notify } from '@/lib/notify';

const fileNameOf = (response: Response, fallback: string) =>
  /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallback;

/**
 * Downloads a report file through fetch, so a refusal (a bad date, a range too long) is a toast with
 * the API's message instead of a page of JSON, and the button can show it is working.
 */
export function useDownload() {
  const [busy, setBusy] = useState(false);

  async function download(url: string, fallbackName: string) {
    setBusy(true);
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        notify.error(body?.message ?? 'The report could not be made. Please try again.');
        return;
      }
      const name = fileNameOf(response, fallbackName);
      const href = URL.createObjectURL(await response.blob());
      const link = Object.assign(document.createElement('a'), { href, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(href);
      notify.success(`Downloaded ${name}`);
    } catch {
      notify.error('The report could not be downloaded. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  return { download, busy };
}
