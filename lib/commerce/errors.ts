/**
 * A refusal from the cart or order services, with the status and words the caller should see:
 * 400 invalid input (field errors), 404 not found or not yours, 409 stock or state conflict.
 */
export class CommerceError extends Error {
  override readonly name = 'CommerceError';
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Duck-typed too: Next bundles routes separately, so the class can exist twice. */
export function isCommerceError(error: unknown): error is CommerceError {
  return error instanceof CommerceError || (error as Error | null)?.name === 'CommerceError';
}
