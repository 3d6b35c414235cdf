/**
 * next-auth v4: Credentials provider, JWT strategy, the httpOnly session cookie of cookie.ts.
 * Tokens are encoded by token.ts (the same format `POST /auth/login` answers), so a token from
 * either path works in the cookie and as `Authorization: Bearer`. Whenever the browser asks for
 * its session the user is looked up again: a blocked user or an older token version (password
 * changed elsewhere) ends the session and clears the cookie.
 */
import type { NextAuthOptions, User } from 'next-auth';
import Credentials from 'next-auth/providers/credentials';
import { getAuthSecret } from '../config';
import { parseWith } from '../validation/parse';
import { clientIpFromHeaders } from '../security/client-ip';
import { loginSchema } from '../validation/auth';
import { REMEMBER_ME_SECONDS, isSecureSite, sessionCookieName } from './cookie';
import { assertRoleAdmitted, authenticate, type AuthenticatedUser } from './login';
import { loadSessionUser } from './session';
import { revokeSession } from './logout';
import { claimsFor, encodeClaims, readSessionToken, type SessionClaims } from './token';
import { localeOfAcceptLanguage } from '../i18n/locales';

type SignedInUser = User & { account: AuthenticatedUser; remember: boolean };

function headersOf(raw: Record<string, unknown> | undefined): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(raw ?? {})) {
    if (typeof value === 'string') headers.set(key, value);
  }
  return headers;
}

export function authOptions(): NextAuthOptions {
  const secure = isSecureSite();
  return {
    secret: getAuthSecret(),
    session: { strategy: 'jwt', maxAge: REMEMBER_ME_SECONDS },
    useSecureCookies: secure,
    cookies: {
      sessionToken: {
        name: sessionCookieName(),
        options: { httpOnly: true, sameSite: 'lax', path: '/', secure },
      },
    },
    jwt: {
      maxAge: REMEMBER_ME_SECONDS,
      encode: async ({ token }) => encodeClaims(token ?? {}),
      decode: async ({ token }) => readSessionToken(token),
    },
    pages: { signIn: '/login', error: '/login' },
    providers: [
      Credentials({
        id: 'credentials',
        name: 'Email and password',
        credentials: {
          email: { label: 'Email', type: 'email' },
          password: { label: 'Password', type: 'password' },
          remember: { label: 'Remember me', type: 'checkbox' },
          role: { label: 'Role', type: 'text' },
        },
        async authorize(credentials, req) {
          const parsed = parseWith(loginSchema, credentials ?? {});
          if (!parsed.ok) return null;
          try {
            const headers = headersOf(req?.headers);
            const locale = localeOfAcceptLanguage(headers.get('accept-language'));
            const account = await authenticate(parsed.data, clientIpFromHeaders(headers), new Date(), locale);
            // This path never asked for a role; when a client names one (STAFF from a staff
            // screen), the same rule as POST /auth/login applies.
            if (credentials?.role) assertRoleAdmitted(parsed.data.role, account.role);
            const user: SignedInUser = {
              id: String(account.id),
              email: account.email,
              name: account.name,
              account,
              remember: parsed.data.remember,
            };
            return user;
          } catch {
            // Wrong password, throttled and a refused role all read "Invalid credentials" on this path.
            return null;
          }
        },
      }),
    ],
    callbacks: {
      async jwt({ token, user }) {
        if (user) {
          const signedIn = user as SignedInUser;
          return claimsFor(signedIn.account, signedIn.remember);
        }
        const current = await loadSessionUser(token as SessionClaims);
        // Throwing makes next-auth answer "signed out" and clear the cookie.
        if (!current) throw new Error('Session ended');
        return { ...token, name: current.name, email: current.email };
      },
      async session({ session, token }) {
        const claims = token as SessionClaims;
        return {
          ...session,
          user: { name: claims.name, email: claims.email },
          expires: new Date((claims.abs ?? claims.exp) * 1000).toISOString(),
        };
      },
    },
    events: {
      // Signing out through next-auth ends the session server-side too (lib/auth/logout.ts).
      async signOut({ token }) {
        await revokeSession((token as SessionClaims | null) ?? null);
      },
    },
    logger: {
      error(code, metadata) {
        if (code === 'JWT_SESSION_ERROR') return; // an ended session, not a fault
        console.error(`[next-auth] ${code}`, metadata);
      },
      warn() {},
      debug() {},
    },
  };
}
