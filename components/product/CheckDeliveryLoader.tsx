'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PINCODE_KEY } from './pincode-key';

const loadAnswer = () => import('./CheckDeliveryAnswer');
type Answer = Awaited<ReturnType<typeof loadAnswer>>['CheckDeliveryAnswer'];

/**
 * Check delivery's only eager client code, kept small (product first-load budget): the form arrives
 * as server HTML (./CheckDelivery); the call and its words load on first focus or press, or at once
 * when the device remembers a PIN code, which is then checked again (./CheckDeliveryAnswer).
 */
export function CheckDeliveryLoader({
  productId,
  variantId,
  children,
}: {
  productId: number;
  variantId: number;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const [asked, setAsked] = useState<{ Answer: Answer; pincode: string; n: number } | null>(null);

  const ask = (remembered?: string | null) => {
    const field = form.current!.elements.namedItem('pincode') as HTMLInputElement;
    if (remembered) field.value = remembered;
    const pincode = field.value.trim();
    // A new key per check: asking again for the same PIN code asks the server again.
    void loadAnswer().then((m) => setAsked((a) => ({ Answer: m.CheckDeliveryAnswer, pincode, n: (a?.n ?? 0) + 1 })));
  };

  useEffect(() => {
    const remembered = localStorage.getItem(PINCODE_KEY);
    if (remembered) ask(remembered);
  }, []);

  return (
    <form
      ref={form}
      onFocus={() => void loadAnswer()}
      onSubmit={(e: FormEvent) => (e.preventDefault(), ask())}
      className="space-y-2"
    >
      {children}
      <div role="status" className="text-sm">
        {asked && <asked.Answer key={asked.n} pincode={asked.pincode} productId={productId} variantId={variantId} />}
      </div>
    </form>
  );
}
