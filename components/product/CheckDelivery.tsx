'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PINCODE_KEY } from './pincode-key';

const loadAnswer = () => import('./CheckDeliveryAnswer');
type Answer = Awaited<ReturnType<typeof loadAnswer>>['CheckDeliveryAnswer'];

/**
 * "Check delivery" under the buy buttons. Only this form is in the product page's first load (its
 * budget); the call and the words load on first focus or press, or at once when the device remembers
 * a PIN code (./CheckDeliveryAnswer), which is then checked again for this product.
 */
export function CheckDelivery({ productId, variantId }: { productId: number; variantId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<{ Show: Answer } | null>(null);
  const [asked, setAsked] = useState<{ pincode: string; n: number } | null>(null);

  const ask = (pincode: string) =>
    loadAnswer().then((m) => {
      setAnswer({ Show: m.CheckDeliveryAnswer });
      setAsked((a) => ({ pincode, n: (a?.n ?? 0) + 1 }));
    });

  useEffect(() => {
    const remembered = localStorage.getItem(PINCODE_KEY);
    if (!remembered || !input.current) return;
    input.current.value = remembered;
    void ask(remembered);
  }, []);

  function submit(event: FormEvent) {
    event.preventDefault();
    void ask(input.current?.value.trim() ?? '');
  }

  return (
    <form onSubmit={submit} onFocus={() => void loadAnswer()} className="space-y-2">
      <label htmlFor="delivery-pincode" className="block text-sm font-semibold text-ink">
        Check delivery
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id="delivery-pincode"
          name="pincode"
          className="field"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder="PIN code"
        />
        <button type="submit" className="btn btn-outline">
          Check
        </button>
      </div>
      <div role="status" className="text-sm">
        {answer && asked && (
          <answer.Show key={asked.n} pincode={asked.pincode} productId={productId} variantId={variantId} />
        )}
      </div>
    </form>
  );
}
