'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { deliveryApi, UNKNOWN_PINCODE } from '@/lib/api-client/delivery';
import { isPincode } from '@/lib/validation/pincode';

type Place = { city: string; state: string };
type Filled = { city: string | null; state: string | null };

/** A field takes the looked-up value when empty or still holding the previous lookup's, never over the shopper's. */
const takes = (current: string, previous: string | null) => !current.trim() || current === previous;

/**
 * City and state from an Indian PIN code as it is typed (the public delivery call, no product). An
 * unknown PIN code is `problem`; the server refusing one on save is a later slice.
 */
export function usePincodeFill<V extends Place & { country: string }>(
  values: V,
  setValues: Dispatch<SetStateAction<V>>,
) {
  const t = useTranslations('Account.addressForm');
  const [problem, setProblem] = useState<string | null>(null);
  const current = useRef(values);
  const asked = useRef('');
  // What the last lookup wrote, per field (null: the field holds the shopper's own words).
  const filled = useRef<Filled>({ city: null, state: null });
  useEffect(() => {
    current.current = values;
  });

  function lookUp(typed: string) {
    const pincode = typed.trim();
    asked.current = pincode;
    setProblem(null);
    if (current.current.country !== 'India' || !isPincode(pincode)) return;
    deliveryApi.check({ pincode }).then(
      (answer) => {
        if (asked.current !== pincode) return; // typed on since
        if (answer === UNKNOWN_PINCODE) return setProblem(t('unknownPin'));
        const { city, state } = current.current;
        const fill = { city: takes(city, filled.current.city), state: takes(state, filled.current.state) };
        filled.current = { city: fill.city ? answer.city : null, state: fill.state ? answer.state : null };
        setValues((v) => ({
          ...v,
          city: fill.city ? answer.city : v.city,
          state: fill.state ? answer.state : v.state,
        }));
      },
      () => {}, // no answer: the shopper types city and state as before
    );
  }

  return { lookUp, problem };
}
