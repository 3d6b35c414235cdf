/**
 * Every JSON answer has one shape, so a client reads every call the same way (docs/architecture.md):
 * { status, message, data } and, on invalid input, errors: { field: message }.
 */
import { NextResponse } from 'next/server';

export type Envelope<T> = {
  status: number;
  message: string;
  data: T | null;
  errors?: Record<string, string>;
};

export function ok<T>(data: T, message = 'OK', status = 200, headers?: HeadersInit) {
  return NextResponse.json<Envelope<T>>({ status, message, data }, { status, headers });
}

export function fail(
  status: number,
  message: string,
  errors?: Record<string, string>,
  headers?: HeadersInit,
  data: unknown = null,
) {
  const body: Envelope<unknown> = { status, message, data };
  if (errors) body.errors = errors;
  return NextResponse.json(body, { status, headers });
}

/** Public catalogue reads may be cached by browsers and CDNs for a short while. */
export const PUBLIC_CACHE = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' };
