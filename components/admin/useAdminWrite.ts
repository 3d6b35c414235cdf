'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { ApiError, apiFetch } from '@/lib/api-client/fetch';

type Method = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

type Writer = ReturnType<typeof useWriter>;

/**
 * One back-office write through the admin API: per-field errors from the answer's `errors`, a toast
 * with its message, and a refresh of the server-rendered screen so it shows what was saved.
 * Given a typed client call, `send(input, success)` makes that call.
 */
export function useAdminWrite(): Writer;
export function useAdminWrite<I, T>(
  call: (input: I) => Promise<T>,
): Writer & { send: (input: I, success?: string) => Promise<T | null> };
export function useAdminWrite<I, T>(call?: (input: I) => Promise<T>) {
  const writer = useWriter();
  if (!call) return writer;
  return { ...writer, send: (input: I, success?: string) => writer.run(() => call(input), success) };
}

function useWriter() {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run<T>(call: () => Promise<T>, success?: string): Promise<T | null> {
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const data = await call();
      if (success) notify.success(success);
      router.refresh();
      return data;
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Something went wrong. Please try again.';
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      setFailure(message);
      notify.error(message);
      return null;
    } finally {
      setBusy(false);
    }
  }

  function write<T>(
    path: string,
    method: Method,
    body?: unknown | FormData,
    success?: string,
    headers?: Record<string, string>,
  ): Promise<T | null> {
    const init = body instanceof FormData ? { method, body, headers } : { method, json: body, headers };
    return run(() => apiFetch<T>(path, init), success);
  }

  return { write, run, errors, setErrors, failure, busy };
}
