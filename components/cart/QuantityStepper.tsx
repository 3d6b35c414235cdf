'use client';

import { useTranslations } from 'next-intl';
import { lineQuantityCap } from '@/lib/commerce/limits';

type Props = { title: string; quantity: number; stock: number; busy: boolean; onChange: (quantity: number) => void };

/**
 * − quantity + on a cart line, bounded by the stock and the per-line maximum (the same cap the
 * server enforces). The spec shows the quantity only; docs/decisions.md says why it can change here.
 */
export function QuantityStepper({ title, quantity, stock, busy, onChange }: Props) {
  const t = useTranslations('Cart.line');
  const cap = lineQuantityCap(stock);
  const button = 'grid h-9 w-9 place-items-center text-lg font-semibold text-leaf-800 disabled:opacity-40';
  return (
    <div
      role="group"
      aria-label={t('quantityOf', { name: title })}
      className="inline-flex items-center rounded-full border border-line bg-white"
    >
      <button
        type="button"
        className={button}
        aria-label={t('oneFewer', { name: title })}
        disabled={busy || quantity <= 1}
        onClick={() => onChange(quantity - 1)}
      >
        −
      </button>
      <span className="min-w-8 text-center text-sm font-semibold tabular-nums" aria-live="polite">
        {quantity}
      </span>
      <button
        type="button"
        className={button}
        aria-label={t('oneMore', { name: title })}
        disabled={busy || quantity >= cap}
        onClick={() => onChange(quantity + 1)}
      >
        +
      </button>
    </div>
  );
}
