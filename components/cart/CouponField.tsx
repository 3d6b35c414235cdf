'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { CodeVerdict } from '@/lib/offers/types';

type Props = {
  /** the code applied (remembered for the checkout), or null */
  code: string | null;
  /** the server's word on `code`: 'Coupon applied.' or why it does not apply; null while it is being checked */
  verdict: CodeVerdict | null;
  onApply: (code: string) => void;
  onRemove: () => void;
};

/** Type a coupon, Apply; the server's exact message is read out, and Remove takes the code off. */
export function CouponField({ code, verdict, onApply, onRemove }: Props) {
  const t = useTranslations('Cart.coupon');
  const [typed, setTyped] = useState('');
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!typed.trim()) return;
    onApply(typed);
    setTyped('');
  }
  return (
    <div className="space-y-2">
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor="coupon-code" className="sr-only">
          {t('label')}
        </label>
        <input
          id="coupon-code"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('label')}
          autoCapitalize="characters"
          className="h-10 w-0 min-w-0 flex-1 rounded-xl border border-line px-3 text-sm uppercase"
        />
        <button type="submit" className="btn btn-outline h-10" disabled={!typed.trim()}>
          {t('apply')}
        </button>
      </form>
      {code && (
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="font-semibold text-leaf-800" data-testid="coupon-code">
            {code}
          </span>
          <button type="button" onClick={onRemove} className="text-leaf-700 hover:underline">
            {t('remove')}
          </button>
        </div>
      )}
      {verdict && (
        <p
          role={verdict.applied ? 'status' : 'alert'}
          className={`text-sm ${verdict.applied ? 'text-leaf-700' : 'text-spice-700'}`}
          data-testid="coupon-message"
        >
          {verdict.message}
        </p>
      )}
    </div>
  );
}
