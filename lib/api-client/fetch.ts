import { notify } from '../notify';
import { FORBIDDEN_MESSAGE } from '../messages';
import { localeOfAcceptLanguage, localePath } from '../i18n/locales';

/**
 * The browser's one way to call the store's API: JSON in and out, the session cookie sent,
 * and the session rules applied in one place — 401 goes to login with the current path as the
 * return path, 403 shows the permission message as a toast (docs/decisions.md: no blocking dialogs).
 */

/**
 * The page's language for the API (its refusals and the mails a call sends): the `<html lang>` the
 * page was rendered in ('hi' under /hi). Nothing outside a browser.
 */
export function pageLanguageHeader(): Record<string, string> {
  const lang = typeof document !== 'undefined' ? document.documentElement.lang : '';
  return lang ? { 'Accept-Language': lang } : {};
}

/** The page's language, as the API reads it ('en' outside a browser). */
const pageLocale = () => localeOfAcceptLanguage(pageLanguageHeader()['Accept-Language']);

export type ApiEnvelope<T> = { status: number; message: string; data: T | null; errors?: Record<string, string> };

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** the envelope's data on a refusal that carries some (AppError `data`) */
    readonly data?: unknown,
  ) {
    super(message);
  }
}

/** A 401 from apiFetch: it is already taking the shopper to the login page, so callers say nothing more. */
export const isSignedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

export async function apiFetch<T>(
  path: string,
  init: RequestInit & { json?: unknown; redirectOn401?: boolean } = {},
): Promise<T> {
  const { json, redirectOn401 = true, headers, ...rest } = init;
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      Accept: 'application/json',
      ...pageLanguageHeader(),
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  let body: ApiEnvelope<T> | null = null;
  try {
    body = (await response.json()) as ApiEnvelope<T>;
  } catch {
    body = null;
  }
  if (response.status === 401 && redirectOn401 && typeof window !== 'undefined') {
    const back = window.location.pathname + window.location.search;
    // Outside React (no router here); the login page then reloads the app signed in.
    window.location.assign(localePath(`/login?redirect=${encodeURIComponent(back)}`, pageLocale()));
  }
  // A Hindi page shows the server's words (route() answered them in Hindi); English keeps the spec's text.
  if (response.status === 403 && typeof window !== 'undefined')
    notify.error(pageLocale() === 'hi' && body?.message ? body.message : FORBIDDEN_MESSAGE);
  if (!response.ok) {
    throw new ApiError(response.status, body?.message ?? response.statusText, body?.errors, body?.data ?? undefined);
  }
  return (body?.data ?? null) as T;
}

/** A form's answer shown as the server wrote it, success or refusal: its message and per-field errors. */
export type FormAnswer = { ok: boolean; body: { message?: string; errors?: Record<string, string> } | null };

/**
 * Posts a public form (sign-up, password reset, contact) outside apiFetch's session rules, where a
 * refusal is the form's own message rather than a login redirect. Throws only when the network fails.
 */
export async function sendForm(path: string, json: unknown): Promise<FormAnswer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...pageLanguageHeader() },
    body: JSON.stringify(json),
  });
  const body = (await response.json().catch(() => null)) as FormAnswer['body'];
  return { ok: response.ok, body };
}

/** A CSV file to an upload call (the catalogue import, the courier's list): `?dryRun=1` checks it and writes nothing. */
export function uploadCsv<T>(path: string, file: File, dryRun: boolean): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  return apiFetch<T>(dryRun ? `${path}?dryRun=1` : path, { method: 'POST', body: form });
}
