import { AppError } from '@/lib/errors';
import { route } from '@/lib/http/route';

/** Any /api path no route matches: the JSON envelope's 404, never the HTML not-found page. */
const unknown = route<{ unknown: string[] }>({}, async () => {
  throw new AppError('not_found', 'Not found');
});

export { unknown as GET, unknown as POST, unknown as PUT, unknown as PATCH, unknown as DELETE };
