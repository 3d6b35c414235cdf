'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { CartIcon, MinusIcon, PlusIcon } from '@/components/ui/icons';
import { lineQuantityCap } from '@/lib/commerce/limits';
import { BuyBar } from './BuyBar';
import { useCartActions } from './useCartActions';

/** Quantity (minimum 1, at most the pack's stock and the line maximum), Add to Cart and Buy Now for one pack. */
export function PurchasePanel({
  productId,
  variantId,
  slug,
  stock,
  price,
}: {
  productId: number;
  /** the chosen pack: Add to Cart and Buy Now take this one */
  variantId: number;
  slug: string;
  stock: number;
  price: number;
}) {
  const t = useTranslations('Product');
  const [quantity, setQuantity] = useState(1);
  const { busy, addToCart, buyNow } = useCartActions();
  const soldOut = stock <= 0;
  const max = Math.max(1, lineQuantityCap(stock));
  const set = (n: number) => setQuantity(Math.min(max, Math.max(1, Math.floor(n) || 1)));
  const buttons = useRef<HTMLDivElement>(null);
  const [buttonsSeen, setButtonsSeen] = useState(true);
  useEffect(() => {
    const observer = new IntersectionObserver(([entry]) => setButtonsSeen(entry.isIntersecting));
    if (buttons.current) observer.observe(buttons.current);
    return () => observer.disconnect();
  }, []);
  const add = () => addToCart({ productId, variantId, quantity });
  const buy = () => buyNow({ slug, productId, variantId, quantity });

  return (
    <div className="space-y-4">
      <div className="flex items-center gap-4">
        <span id="qty-label" className="text-sm font-semibold text-ink">
          {t('quantity')}
        </span>
        <div
          role="group"
          aria-labelledby="qty-label"
          className="inline-flex items-center rounded-full border border-sand-300 bg-white"
        >
          <button
            type="button"
            onClick={() => set(quantity - 1)}
            disabled={quantity <= 1 || soldOut}
            aria-label={t('decrease')}
            className="grid h-11 w-11 place-items-center rounded-full text-leaf-800 hover:bg-leaf-50 disabled:opacity-40"
          >
            <MinusIcon size={18} />
          </button>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            value={quantity}
            disabled={soldOut}
            onChange={(e) => set(Number(e.target.value))}
            aria-label={t('quantity')}
            className="h-11 w-12 bg-transparent text-center font-semibold [appearance:textfield] focus:outline-none [&::-webkit-inner-spin-button]:appearance-none"
          />
          <button
            type="button"
            onClick={() => set(quantity + 1)}
            disabled={quantity >= max || soldOut}
            aria-label={t('increase')}
            className="grid h-11 w-11 place-items-center rounded-full text-leaf-800 hover:bg-leaf-50 disabled:opacity-40"
          >
            <PlusIcon size={18} />
          </button>
        </div>
      </div>
      <div ref={buttons} className="grid gap-3 sm:grid-cols-2">
        <button type="button" onClick={add} disabled={busy || soldOut} className="btn btn-outline h-12 text-[15px]">
          <CartIcon size={18} /> {t('addToCart')}
        </button>
        <button type="button" onClick={buy} disabled={busy || soldOut} className="btn btn-primary h-12 text-[15px]">
          {soldOut ? t('unavailable') : t('buyNow')}
        </button>
      </div>
      {!buttonsSeen && <BuyBar price={price} soldOut={soldOut} busy={busy} onAdd={add} onBuy={buy} />}
    </div>
  );
}
