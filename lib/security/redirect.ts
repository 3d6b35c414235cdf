import { localePath, splitLocale } from '../i18n/locales';

/**
 * `?redirect=` and every other return path accept only same-site paths. Anything that a browser
 * could read as another origin — `//host`, `/\host`, a scheme, control characters the URL parser
 * drops, or any of those percent-encoded — falls back to `/`.
 */
const PROBE_ORIGIN = 'http://return-path.invalid';
const MAX_LENGTH = 2048;

function looksForeign(value: string): boolean {
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return true;
  if (!value.startsWith('/')) return true;
  return value.startsWith('//');
}

export function sanitizeRedirect(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string') return fallback;
  const candidate = value.trim();
  if (!candidate || candidate.length > MAX_LENGTH || looksForeign(candidate)) return fallback;
  // Encoded variants (/%2F%2Fevil, /%5Cevil, double-encoded …) are refused as well: some
  // router or proxy on the way may decode them once more.
  let decoded = candidate;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (next === decoded) break;
    if (looksForeign(next)) return fallback;
    decoded = next;
  }
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const result = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into a new leading `//` (`/..//evil.example` → `//evil.example`).
  return looksForeign(result) ? fallback : result;
}

/** The login link for a page a signed-out visitor asked for, in that page's language. */
export function loginPathFor(pathWithQuery: string): string {
  const back = sanitizeRedirect(pathWithQuery);
  return `${localePath('/login', splitLocale(back).locale)}?redirect=${encodeURIComponent(back)}`;
}
