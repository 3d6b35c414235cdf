'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { ApiError } from '@/lib/api-client/fetch';

/**
 * One back-office write through the admin API's typed client (lib/api-client): per-field errors from
 * the answer's `errors`, a toast with its message, and a refresh of the server-rendered screen so it
 * shows what was saved. `useAdminWrite(call)` binds one client call, sent with `send(input, success)`;
 * `run(() => client.call(…), success)` sends any other.
 */
export function useAdminWrite<I = void, T = unknown>(call?: (input: I) => Promise<T>) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run<R>(request: () => Promise<R>, success?: string): Promise<R | null> {
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const data = await request();
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

  const send = (input: I, success?: string) => run(() => call!(input), success);

  return { send, run, errors, setErrors, failure, busy };
}
