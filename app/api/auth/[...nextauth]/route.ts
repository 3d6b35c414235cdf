import NextAuth from 'next-auth';
import { authOptions } from '@/lib/auth/options';
import { getSiteUrl } from '@/lib/config';

type Context = { params: Promise<{ nextauth: string[] }> };

// Options are built per request: the secret and cookie settings come from the environment.
function handler(request: Request, context: Context) {
  // next-auth builds its URLs from NEXTAUTH_URL; ours come from SITE_URL, never the Host header.
  process.env.NEXTAUTH_URL ??= getSiteUrl();
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
