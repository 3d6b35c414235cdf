import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/options';
import { getSiteUrl } from '@/lib/config';
import { route } from '@/lib/http/route';

/**
 * next-auth answers its own endpoints; route() only adds the Origin check and turns anything it
 * throws into the envelope's 500 instead of a stack trace. Options are built per request: the
 * secret and cookie settings come from the environment.
 */
const handler = route<{ nextauth: string[] }>({}, async ({ request, params }) => {
  // next-auth builds its URLs from NEXTAUTH_URL; ours come from SITE_URL, never the Host header.
  process.env.NEXTAUTH_URL ??= getSiteUrl();
  return NextAuth(request as never, { params: Promise.resolve(params) } as never, authOptions());
});

export { handler as GET, handler as POST };
