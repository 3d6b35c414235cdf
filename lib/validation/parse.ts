/**
 * The one way input is validated: a zod schema from lib/, the same one the form uses. A failure
 * is a 400 AppError whose `errors` name each field's first message, and whose message is the
 * first of them (forms show it as the summary line).
 */
import type { z } from 'zod';
import { AppError, type FieldErrors } from '../errors';

export type Parsed<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors; message: string };

export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_form';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** For forms: the result, never a throw. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return { ok: true, data: result.data };
  const errors = fieldErrors(result.error);
  return { ok: false, errors, message: Object.values(errors)[0] ?? 'Invalid input' };
}

/**
 * For servers: the output, or a 400 AppError with the field errors. `message` replaces the
 * summary line when a call has its own (the payment calls answer 'Please check the payment details.').
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown, message?: string): z.output<S> {
  const parsed = parseWith(schema, input);
  if (!parsed.ok) throw new AppError('invalid', message ?? parsed.message, { errors: parsed.errors });
  return parsed.data;
}
