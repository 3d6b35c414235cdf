/**
 * The one error a service or handler throws when the caller should read why it stopped.
 * `route()` (lib/http/route.ts) turns it into the JSON envelope; pages show its message.
 * Anything that is not an AppError is a bug: logged, and answered as a bare 500.
 */
export type FieldErrors = Record<string, string>;

export const STATUS_OF = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  rate_limited: 429,
  provider_failed: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof STATUS_OF;

export type AppErrorOptions = {
  /** `errors: { field: message }` in the envelope, for forms. */
  errors?: FieldErrors;
  /** Seconds, sent as Retry-After (rate limits, lock-outs). */
  retryAfter?: number;
  /** Extra detail for callers that branch on it (e.g. the status an order actually had). */
  detail?: Record<string, unknown>;
  /** Sent as the envelope's `data`, for a refusal the client can act on (a code's new total at placement). */
  data?: unknown;
};

export class AppError extends Error {
  override readonly name = 'AppError';
  readonly status: number;
  readonly errors?: FieldErrors;
  readonly retryAfter?: number;
  readonly detail?: Record<string, unknown>;
  readonly data?: unknown;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.status = STATUS_OF[code];
    this.errors = options.errors;
    this.retryAfter = options.retryAfter;
    this.detail = options.detail;
    this.data = options.data;
  }
}

/** Duck-typed as well: Next bundles each route separately, so the class can exist twice. */
export function isAppError(error: unknown): error is AppError {
  if (error instanceof AppError) return true;
  const e = error as { name?: unknown; code?: unknown; status?: unknown } | null;
  return !!e && e.name === 'AppError' && typeof e.code === 'string' && typeof e.status === 'number';
}

export function rateLimitedMessage(retryAfter: number): string {
  const minutes = Math.ceil(retryAfter / 60);
  return `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}
