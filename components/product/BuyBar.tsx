import { useTranslations } from 'next-intl';
import { formatRupeesShort } from '@/lib/money';

type Props = { price: number; soldOut: boolean; busy: boolean; onAdd: () => void; onBuy: () => void };

/**
 * On a phone the gallery fills the first screen: while the page's own buttons are out of view, this bar
 * keeps the price, Add to Cart and Buy Now at the bottom of the screen (the back-to-top button moves above it).
 */
export function BuyBar({ price, soldOut, busy, onAdd, onBuy }: Props) {
  const t = useTranslations('Product');
  return (
    <div
      data-buy-bar
      className="fixed inset-x-0 bottom-0 z-30 flex items-center gap-2 border-t border-line bg-white px-3 py-2.5 shadow-lift lg:hidden"
    >
      <span className="mr-auto text-lg font-semibold text-leaf-950 tabular-nums">
        <span className="sr-only">{t('price')} </span>
        {formatRupeesShort(price)}
      </span>
      <button type="button" onClick={onAdd} disabled={busy || soldOut} className="btn btn-outline h-11 px-3 text-sm">
        {t('addToCart')}
      </button>
      <button type="button" onClick={onBuy} disabled={busy || soldOut} className="btn btn-primary h-11 px-3 text-sm">
        {soldOut ? t('unavailable') : t('buyNow')}
      </button>
    </div>
  );
}
