/**
 * Errors a handler or service throws when the caller may not go on. `apiRoute()` turns them
 * into the envelope (401 / 403), so every handler answers the same words.
 */
export const SIGNED_OUT_MESSAGE = 'Please log in to continue.';
export const FORBIDDEN_MESSAGE = "You don't have permission to access this resource.";

/**
 * A refusal the caller should read: status, the message for the screen, optional field errors and
 * Retry-After. Account handlers map it to the envelope (lib/auth/route.ts).
 */
export class AccountError extends Error {
  override readonly name = 'AccountError';
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}
