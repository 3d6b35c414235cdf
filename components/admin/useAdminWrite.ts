'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client/fetch';
import { parseWith } from '@/lib/validation/parse';

/**
 * One back-office write through the admin API's typed client (lib/api-client): per-field errors from
 * the answer's `errors`, a toast with its message, and a refresh of the server-rendered screen so it
 * shows what was saved. `useAdminWrite(call)` binds one client call, sent with `send(input, success)`,
 * or with `sendChecked(schema, input, success)` once the form's own schema accepts it (its errors show
 * on the fields and nothing is sent); `run(() => client.call(…), success)` sends any other.
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

  async function sendChecked(schema: z.ZodType, input: I, success?: string) {
    const checked = parseWith(schema, input);
    if (checked.ok) return send(input, success);
    setErrors(checked.errors);
    return null;
  }

  return { send, sendChecked, run, errors, setErrors, failure, busy };
}
