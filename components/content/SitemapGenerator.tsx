'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { Spinner } from '@/components/ui/Skeleton';

/** Which failure, worded where it is shown (in the page's language). */
type State =
  | { kind: 'loading' }
  | { kind: 'error'; reason: 'notFound' | 'failed' }
  | { kind: 'ready'; xml: string; urls: string[] };

async function fetchSitemap(): Promise<State> {
  try {
    const response = await fetch('/sitemap.xml', { cache: 'no-store' });
    if (!response.ok) return { kind: 'error', reason: response.status === 404 ? 'notFound' : 'failed' };
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    return { kind: 'ready', xml, urls };
  } catch {
    return { kind: 'error', reason: 'failed' };
  }
}

/**
 * Fetches the live sitemap.xml, lists its URLs (both languages') and downloads it as a file, so what is
 * shown is what crawlers get. Its words: 'Content.sitemap.generator' (the sitemap page gives them).
 */
export function SitemapGenerator() {
  const t = useTranslations('Content.sitemap.generator');
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

  if (state.kind === 'loading') return <Spinner label={t('building')} />;
  if (state.kind === 'error') {
    return (
      <div
        role="alert"
        className="mx-auto max-w-lg rounded-3xl border border-line bg-white p-8 text-center shadow-card"
      >
        <p className="text-ink">{t(state.reason)}</p>
        <button type="button" onClick={retry} className="btn btn-primary mt-5">
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <p className="text-ink">
          {t.rich('summary', {
            count: state.urls.length,
            strong: (chunks) => <strong className="text-2xl text-leaf-900">{chunks}</strong>,
          })}
        </p>
        <button type="button" onClick={download} className="btn btn-primary">
          {t('download')}
        </button>
      </div>
      <ul
        className="mt-6 max-h-[28rem] space-y-1 overflow-y-auto rounded-2xl bg-sand-50 p-4 font-mono text-[13px]"
        aria-label={t('list')}
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
