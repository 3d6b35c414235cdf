'use client';

import { useState } from 'react';
import type { z } from 'zod';
import { parseWith } from '@/lib/validation/parse';
import { translateErrors, useAuthValidationWords } from './useValidationWords';

/**
 * An account form's submit state: its field errors, the failure line and busy. `check` runs the schema
 * first: bad input shows its field errors and answers null; good input clears them, marks the form busy
 * and answers the parsed data. The schema's messages are shown in the page's language. `fail` says why a send failed and lets the shopper try again.
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

  return { errors, setErrors, failure, setFailure, busy, setBusy, check, fail };
}
