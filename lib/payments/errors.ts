/**
 * A refusal from the payment services with the status and words the caller should see:
 * 400 invalid or unverifiable, 404 not found or not yours, 409 the order cannot take this payment,
 * 502 the provider failed, 503 payments are not set up.
 */
export class PaymentError extends Error {
  override readonly name = 'PaymentError';
  constructor(
    readonly status: 400 | 404 | 409 | 502 | 503,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Duck-typed too: Next bundles routes separately, so the class can exist twice. */
export function isPaymentError(error: unknown): error is PaymentError {
  return error instanceof PaymentError || (error as Error | null)?.name === 'PaymentError';
}

export const ORDER_NOT_FOUND = 'Order not found.';
export const VERIFICATION_FAILED = 'Payment verification failed.';
