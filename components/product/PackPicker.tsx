'use client';

import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { useOptimistic, useTransition } from 'react';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { formatRupeesShort } from '@/lib/money';

export type PackChoice = { sku: string; label: string; price: number; soldOut: boolean };

/**
 * The pack picker: native radios in a fieldset, so arrow keys and screen readers work as for any
 * radio group. A choice goes into the URL (`?pack=<sku>`, replace, no scroll) and the server renders
 * that pack's price, stock and buttons; the radio moves at once meanwhile. Sold-out packs stay
 * selectable, marked, so a shopper can see their price.
 */
export function PackPicker({
  slug,
  legend,
  packs,
  chosen,
}: {
  slug: string;
  legend: string;
  packs: PackChoice[];
  chosen: string;
}) {
  const t = useTranslations('Product');
  const locale = useLocale() as Locale;
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [shown, show] = useOptimistic(chosen);
  const choose = (sku: string) =>
    startTransition(() => {
      show(sku);
      router.replace(localePath(`/products/${slug}?pack=${encodeURIComponent(sku)}`, locale), { scroll: false });
    });
  return (
    <fieldset aria-busy={pending}>
      <legend className="mb-2 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {packs.map((p) => (
          <label key={p.sku} className="relative cursor-pointer">
            <input
              type="radio"
              name="pack"
              value={p.sku}
              checked={shown === p.sku}
              onChange={() => choose(p.sku)}
              className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none opacity-0"
            />
            <span className="flex flex-col rounded-xl border-2 border-line bg-white px-4 py-2 text-sm transition peer-checked:border-leaf-600 peer-checked:bg-leaf-50 peer-focus-visible:ring-2 peer-focus-visible:ring-leaf-600 peer-focus-visible:ring-offset-2">
              <span className="font-semibold text-ink">{p.label}</span>
              <span className={p.soldOut ? 'text-muted tabular-nums' : 'text-leaf-800 tabular-nums'}>
                {formatRupeesShort(p.price)}
              </span>
              {p.soldOut && <span className="text-xs font-semibold text-spice-600">{t('soldOut')}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
