'use client';

import { useTranslations } from 'next-intl';
import { LineThumb } from '@/components/cart/LineThumb';
import { PackLabel } from '@/components/cart/PackLabel';
import { CouponField } from '@/components/cart/CouponField';
import { useCheckoutPrice } from '@/components/cart/useCheckoutPrice';
import { outOfStock, type ShownLine } from '@/lib/commerce/lines';
import { formatRupees } from '@/lib/money';
import type { PricingRates } from '@/lib/commerce/pricing';
import { estimatedDeliveryWords } from '@/lib/delivery/words';
import { useDeliveryWords } from '@/components/i18n/useDeliveryWords';
import { DeliveryNote } from './DeliveryNote';
import { PricedTotals } from './PricedTotals';
import { StepHeading } from './StepHeading';

type Props = {
  lines: ShownLine[];
  rates: PricingRates;
  /** the address the dates are for (null: none saved yet; undefined: still loading the addresses) */
  addressId: number | null | undefined;
  /** the coupon applied (from the cart or here) */
  code: string | null;
  onCode: (code: string | null) => void;
  onNext: () => void;
};

/** Step 1: what is being bought and what it costs, with the offers, before a payment method is chosen. */
export function ReviewStep({ lines, rates, addressId, code, onCode, onNext }: Props) {
  const t = useTranslations('Checkout.review');
  const words = useDeliveryWords();
  const unavailable = outOfStock(lines).length;
  const price = useCheckoutPrice(lines, { code, method: null, rates, addressId: addressId ?? null });
  return (
    <section aria-labelledby="review-heading" className="grid gap-6 lg:grid-cols-[1fr_340px]">
      <div className="rounded-3xl border border-line bg-white p-5">
        <StepHeading id="review-heading">{t('heading')}</StepHeading>
        <ul className="mt-4 divide-y divide-line">
          {lines.map((line) => (
            <li key={`${line.productId}:${line.variantId}`} className="flex items-center gap-4 py-3">
              <LineThumb src={line.image} size={64} />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{line.title}</p>
                <PackLabel size={line.size} />
                <p className="text-sm text-muted">
                  {line.quantity} × {formatRupees(line.sellingPrice)}
                  {line.stock <= 0 && <span className="ml-2 font-semibold text-spice-600">{t('outOfStock')}</span>}
                </p>
              </div>
              <span className="font-semibold">{formatRupees(line.sellingPrice * line.quantity)}</span>
            </li>
          ))}
        </ul>
      </div>
      <aside className="h-fit space-y-4 rounded-3xl border border-line bg-white p-5">
        <PricedTotals price={price} rates={rates} />
        <CouponField code={code} verdict={price.verdict} onApply={onCode} onRemove={() => onCode(null)} />
        {addressId === null ? (
          <p className="text-sm text-muted">{t('datesOnceAddress')}</p>
        ) : (
          <DeliveryNote price={price} words={(from, to) => estimatedDeliveryWords(words, from, to)} />
        )}
        {unavailable > 0 && (
          <p role="alert" className="text-sm text-spice-700">
            {t('itemsOutOfStock', { count: unavailable })}
          </p>
        )}
        <button
          type="button"
          onClick={onNext}
          disabled={unavailable > 0 || !lines.length}
          className="btn btn-primary h-12 w-full"
        >
          {t('proceed')}
        </button>
      </aside>
    </section>
  );
}
