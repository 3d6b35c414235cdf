import { notFound } from 'next/navigation';
import { AppError } from '@/lib/errors';

/** A service's "not found" (missing, or another seller's) becomes the page's 404; anything else is thrown on. */
export function orNotFound<T>(promise: Promise<T>): Promise<T> {
  return promise.catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') notFound();
    throw error;
  });
}
