/**
 * accountRoute() plus the commerce refusals: a CommerceError or a refused order move becomes its
 * envelope (400 with field errors, 404, 409), so handlers stay parse → one lib call → answer.
 */
import { accountRoute } from '../auth/route';
import { fail } from '../http/envelope';
import { isCommerceError } from './errors';
import { isOrderTransitionError } from './order-state';

type Handler<P> = (request: Request, params: P) => Promise<Response>;

export function commerceRoute<P = Record<string, string>>(handler: Handler<P>) {
  return accountRoute<P>(async (request, params) => {
    try {
      return await handler(request, params);
    } catch (error) {
      if (isCommerceError(error)) return fail(error.status, error.message, error.errors);
      if (isOrderTransitionError(error)) return fail(error.status, error.message);
      throw error;
    }
  });
}

export { jsonBody } from '../auth/route';
