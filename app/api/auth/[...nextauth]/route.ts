import { handleAuthFramework } from '@/lib/http/nextauth';
import { route } from '@/lib/http/route';

/**
 * next-auth answers its own endpoints; route() adds the Origin check. The body cap, the silent
 * _log endpoint and the browser-session cookie are in lib/http/nextauth.ts.
 */
const handler = route<{ nextauth: string[] }>({}, async ({ request, params }) =>
  handleAuthFramework(request, { params: Promise.resolve(params) }),
);

export { handler as GET, handler as POST };
