/**
 * The store's answer when it cannot take a request now — this instance has too many in flight
 * (lib/ops/admission.ts) or the database refuses connections (lib/db/unavailable.ts): 503 with
 * Retry-After, never a 500, in a few hundred bytes. The JSON envelope on /api, else a small HTML
 * page in the page's language. Both clear up by themselves, so the answer says "try again".
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { isDatabaseUnavailable } from '../db/unavailable';
import { translateApiMessage } from '../i18n/api-messages';
import { HTML_LANG, localeOfAcceptLanguage, splitLocale, type Locale } from '../i18n/locales';
import english from '../../messages/en/Errors.json';
import hindi from '../../messages/hi/Errors.json';
import type { Refusal } from '../security/request-gate';

export const BUSY_MESSAGE = 'The store is busy right now. Please try again in a few seconds.';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function busyPage(locale: Locale): string {
  const { title, text, retry } = (locale === 'hi' ? hindi : english).busy;
  return (
    `<!doctype html><html lang="${HTML_LANG[locale]}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="">${escapeHtml(retry)}</a></p></body></html>`
  );
}

/** The 503 for a request line: the envelope on /api (language from Accept-Language), else the page's language. */
export function busyAnswer(
  url: string | undefined,
  acceptLanguage: string | undefined,
  retryAfterSeconds: number,
): Refusal {
  const path = (url ?? '/').split('?')[0];
  const headers = { 'Retry-After': String(retryAfterSeconds), 'Cache-Control': 'no-store' };
  if (path === '/api' || path.startsWith('/api/')) {
    const message = translateApiMessage(BUSY_MESSAGE, localeOfAcceptLanguage(acceptLanguage));
    return {
      status: 503,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 503, message, data: null }),
    };
  }
  return {
    status: 503,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
    body: busyPage(splitLocale(path).locale),
  };
}

type PageRequest = { databaseUnavailable: boolean };
// One store per process: instrumentation.ts and the front door may be bundled apart.
const KEY = Symbol.for('organic-tattva.page-request');
const holder = globalThis as unknown as { [KEY]?: AsyncLocalStorage<PageRequest> };
const pageRequests = (holder[KEY] ??= new AsyncLocalStorage<PageRequest>());

/** Runs Next's handling of one page request with a place to note that the database was unavailable. */
export function withPageRequest<T>(run: (state: PageRequest) => T): T {
  const state: PageRequest = { databaseUnavailable: false };
  return pageRequests.run(state, () => run(state));
}

/** Called with every error Next reports for a request (instrumentation.ts onRequestError). */
export function noteRequestError(error: unknown): void {
  const state = pageRequests.getStore();
  if (state && isDatabaseUnavailable(error)) state.databaseUnavailable = true;
}
