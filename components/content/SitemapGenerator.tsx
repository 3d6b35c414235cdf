'use client';

import { useCallback, useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/Skeleton';
import { SITEMAP_FAILED, SITEMAP_NOT_FOUND } from '@/components/content/messages';

type State = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; xml: string; urls: string[] };

async function fetchSitemap(): Promise<State> {
  try {
    const response = await fetch('/sitemap.xml', { cache: 'no-store' });
    if (!response.ok) return { kind: 'error', message: response.status === 404 ? SITEMAP_NOT_FOUND : SITEMAP_FAILED };
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    return { kind: 'ready', xml, urls };
  } catch {
    return { kind: 'error', message: SITEMAP_FAILED };
  }
}

/** Fetches the live sitemap.xml, lists its URLs and downloads it as a file, so what is shown is what crawlers get. */
export function SitemapGenerator() {
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(() => {
    void fetchSitemap().then(setState);
  }, []);
  const retry = () => {
    setState({ kind: 'loading' });
    load();
  };

  useEffect(load, [load]);

  const download = () => {
    if (state.kind !== 'ready') return;
    const url = URL.createObjectURL(new Blob([state.xml], { type: 'application/xml' }));
    const a = Object.assign(document.createElement('a'), { href: url, download: 'sitemap.xml' });
    document.body.append(a);
    a.click();
    a.remove();
    URL.revokeObjectURL(url);
  };

  if (state.kind === 'loading') return <Spinner label="Building the sitemap…" />;
  if (state.kind === 'error') {
    return (
      <div
        role="alert"
        className="mx-auto max-w-lg rounded-3xl border border-line bg-white p-8 text-center shadow-card"
      >
        <p className="text-ink">{state.message}</p>
        <button type="button" onClick={retry} className="btn btn-primary mt-5">
          Retry
        </button>
      </div>
    );
  }
  return (
    <div className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-ink">
          <strong className="text-2xl text-leaf-900">{state.urls.length}</strong> URLs · weekly · priority 0.8
        </p>
        <button type="button" onClick={download} className="btn btn-primary">
          Download sitemap.xml
        </button>
      </div>
      <ul
        className="mt-6 max-h-[28rem] space-y-1 overflow-y-auto rounded-2xl bg-sand-50 p-4 font-mono text-[13px]"
        aria-label="Sitemap URLs"
      >
        {state.urls.map((u) => (
          <li key={u} className="truncate">
            <a href={u} className="text-leaf-800 hover:underline">
              {u}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
