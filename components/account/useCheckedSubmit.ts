'use client';

import { useState } from 'react';
import type { z } from 'zod';
import type { FormAnswer } from '@/lib/api-client/fetch';
import { parseWith } from '@/lib/validation/parse';
import { translateErrors, useAuthValidationWords } from './useValidationWords';

/**
 * An account form's submit state: its field errors, the failure line and busy. `check` runs the schema
 * first: bad input shows its field errors and answers null; good input clears them, marks the form busy
 * and answers the parsed data. The schema's messages are shown in the page's language. `fail` says why a send failed and lets the shopper try again.
 * `send` posts the checked form: the answer's body once it is taken; a refusal shows its field errors and
 * message, a lost network `fallback`, and answers null.
 */
export function useCheckedSubmit() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const words = useAuthValidationWords();

  function check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | null {
    const parsed = parseWith(schema, input);
    setFailure(null);
    if (!parsed.ok) {
      setErrors(translateErrors(parsed.errors, words));
      return null;
    }
    setErrors({});
    setBusy(true);
    return parsed.data;
  }

  function fail(message: string) {
    setFailure(message);
    setBusy(false);
  }

  async function send(answer: Promise<FormAnswer>, fallback: string): Promise<NonNullable<FormAnswer['body']> | null> {
    try {
      const { ok, body } = await answer;
      if (ok) return body ?? {};
      setErrors(body?.errors ?? {});
      fail(body?.message || fallback);
    } catch {
      fail(fallback);
    }
    return null;
  }

  return { errors, failure, setFailure, busy, setBusy, check, fail, send };
}
