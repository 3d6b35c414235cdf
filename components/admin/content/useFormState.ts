'use client';

import { useState } from 'react';

/**
 * Text-field state for a back-office form: `bind(key)` gives a field its value, its error from the
 * API's `errors`, and its change handler.
 */
export function useFormState<S extends Record<string, string | boolean>>(initial: S, errors: Record<string, string>) {
  const [state, setState] = useState<S>(initial);
  const set = <K extends keyof S>(key: K, value: S[K]) => setState((s) => ({ ...s, [key]: value }));
  const bind = (key: keyof S & string) => ({
    value: String(state[key]),
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as S[typeof key]),
  });
  return { state, set, bind };
}
