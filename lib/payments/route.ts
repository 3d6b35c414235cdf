/**
 * accountRoute() plus the payment refusals: a PaymentError becomes its envelope; account errors
 * (an oversized body from jsonBody()) and AuthError are handled underneath, anything else is a
 * logged 500.
 */
import { accountRoute } from '../auth/route';
import { fail } from '../http/envelope';
import { isOrderTransitionError } from '../commerce/order-state';
import { isPaymentError } from './errors';

type Handler<P> = (request: Request, params: P) => Promise<Response>;

export function paymentRoute<P = Record<string, string>>(handler: Handler<P>) {
  return accountRoute<P>(async (request, params) => {
    try {
      return await handler(request, params);
    } catch (error) {
      if (isPaymentError(error)) return fail(error.status, error.message, error.errors);
      // The order moved under us (e.g. cancelled by the expiry sweep between two statements).
      if (isOrderTransitionError(error)) return fail(409, error.message);
      throw error;
    }
  });
}
