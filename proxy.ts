/**
 * The signed-in guard for pages (cart, checkout, orders, profile, payment): a visitor without a valid session token is sent to
 * /login with the page they asked for as the return path. This only saves a round trip: every
 * page and handler behind it checks the session again against the database (lib/auth/session.ts),
 * because a token can be valid here and still belong to a blocked user or an ended session.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { sessionCookieName } from './lib/auth/cookie';
import { readSessionToken } from './lib/auth/token';
import { loginPathFor } from './lib/security/redirect';

export async function proxy(request: NextRequest) {
  const claims = await readSessionToken(request.cookies.get(sessionCookieName())?.value);
  if (claims) return NextResponse.next();
  const { pathname, search } = request.nextUrl;
  return NextResponse.redirect(new URL(loginPathFor(`${pathname}${search}`), request.url));
}

export const config = {
  matcher: [
    '/cart/:path*',
    '/checkout/:path*',
    '/profile/:path*',
    '/change-password/:path*',
    '/orders/:path*',
    '/order/:path*',
    '/payment/:path*',
    // The same pages in Hindi: the way back to /hi/login keeps the language.
    '/hi/cart/:path*',
    '/hi/checkout/:path*',
    '/hi/profile/:path*',
    '/hi/change-password/:path*',
    '/hi/orders/:path*',
    '/hi/order/:path*',
    '/hi/payment/:path*',
  ],
};
