import { handleAuthFramework } from '@/lib/auth/nextauth-handler';

// Options are built per request (secret and cookie settings come from the environment); the
// body cap, the disabled _log endpoint and the cookie lifetime are in lib/auth/nextauth-handler.ts.
export { handleAuthFramework as GET, handleAuthFramework as POST };
