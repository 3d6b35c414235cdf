/**
 * next-auth's own endpoints (/api/auth/*), with the limits the framework does not set itself:
 * - the body is read here, capped (16 KB; a sign-in is a few form fields), so next-auth never
 *   buffers an upload of any size; past the cap it is a 413;
 * - `_log` (next-auth's client logger posting into the server log) is answered 204 and never
 *   logged: anyone could write forged lines into the log through it;
 * - a session cookie without "Remember me" is a browser-session cookie (no Expires), as on
 *   POST /auth/login; next-auth would give every cookie the 30-day lifetime;
 * - signing out through next-auth ends the session server-side, like POST /auth/logout.
 */
import NextAuth from 'next-auth';
import { NextRequest } from 'next/server';
import { getSiteUrl } from '../config';
import { errorResponse } from './route';
import { readBodyCapped } from './body';
import { AUTH_FRAMEWORK_BODY_LIMIT } from '../security/request-gate';
import { sessionCookieName } from '../auth/cookie';
import { authOptions } from '../auth/options';
import { readSessionToken } from '../auth/token';

type Context = { params: Promise<{ nextauth: string[] }> };

export async function handleAuthFramework(request: Request, context: Context): Promise<Response> {
  try {
    const action = (await context.params)?.nextauth?.[0];
    if (action === '_log') return new Response(null, { status: 204 });
    let forwarded = request;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const body = await readBodyCapped(request, AUTH_FRAMEWORK_BODY_LIMIT);
      forwarded = new NextRequest(request.url, {
        method: request.method,
        headers: request.headers,
        body: body as BodyInit,
      });
    } else if (!(request instanceof NextRequest)) {
      forwarded = new NextRequest(request.url, { method: request.method, headers: request.headers });
    }
    // next-auth builds its URLs from NEXTAUTH_URL; ours come from SITE_URL, never the Host header.
    process.env.NEXTAUTH_URL ??= getSiteUrl();
    const response = (await NextAuth(forwarded as never, context as never, authOptions())) as Response;
    return await browserSessionCookies(response);
  } catch (error) {
    return errorResponse(error, request);
  }
}

async function browserSessionCookies(response: Response): Promise<Response> {
  const cookies = response.headers.getSetCookie();
  const name = `${sessionCookieName()}=`;
  if (!cookies.some((c) => c.startsWith(name))) return response;
  const rewritten = await Promise.all(
    cookies.map(async (cookie) => {
      if (!cookie.startsWith(name)) return cookie;
      const value = cookie.slice(name.length, cookie.indexOf(';') < 0 ? undefined : cookie.indexOf(';'));
      const claims = value ? await readSessionToken(decodeURIComponent(value)) : null;
      if (!claims || claims.rem === true) return cookie;
      return cookie
        .split(';')
        .filter((part) => !/^\s*(expires|max-age)=/i.test(part))
        .join(';');
    }),
  );
  const headers = new Headers(response.headers);
  headers.delete('set-cookie');
  for (const cookie of rewritten) headers.append('set-cookie', cookie);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
