/**
 * apiRoute() plus the payment refusals: a PaymentError becomes its envelope, AuthError the
 * 401/403 one (apiRoute), anything else a logged 500.
 */
import { apiRoute } from '../http/handler';
import { fail } from '../http/envelope';
import { isOrderTransitionError } from '../commerce/order-state';
import { isPaymentError } from './errors';

type Handler<P> = (request: Request, params: P) => Promise<Response>;

export function paymentRoute<P = Record<string, string>>(handler: Handler<P>) {
  return apiRoute<P>(async (request, params) => {
    try {
      return await handler(request, params);
    } catch (error) {
      if (isPaymentError(error)) return fail(error.status, error.message, error.errors);
      // jsonBody() refuses an oversized body this way.
      const e = error as { name?: string; status?: number; message?: string };
      if (e?.name === 'AccountError' && e.status === 413) return fail(413, e.message ?? 'The request is too large.');
      // The order moved under us (e.g. cancelled by the expiry sweep between two statements).
      if (isOrderTransitionError(error)) return fail(409, error.message);
      throw error;
    }
  });
}
