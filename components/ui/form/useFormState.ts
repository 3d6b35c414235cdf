'use client';

import { useState } from 'react';

/**
 * A form's field state: `bind(key)` gives a text field its value, its error from `errors` (the
 * schema's or the API's), and its change handler; `bindValue(key)` the same for a control that hands
 * over the new value itself (an image upload, the rich-text editor); `set` writes any other kind of value.
 */
export function useFormState<S extends Record<string, string | boolean>>(
  initial: S,
  errors: Record<string, string | undefined> = {},
) {
  const [state, setState] = useState<S>(initial);
  const set = <K extends keyof S>(key: K, value: S[K]) => setState((s) => ({ ...s, [key]: value }));
  const bind = (key: keyof S & string) => ({
    value: String(state[key]),
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value as S[typeof key]),
  });
  const bindValue = (key: keyof S & string) => ({
    value: String(state[key]),
    error: errors[key],
    onChange: (value: string) => set(key, value as S[typeof key]),
  });
  return { state, set, bind, bindValue, setState };
}
