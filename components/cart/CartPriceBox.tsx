'use client';

import { useTranslations } from 'next-intl';
import type { ShownLine } from '@/lib/commerce/lines';
import type { PricingRates } from '@/lib/commerce/pricing';
import { useAppliedCode } from './applied-code';
import { CartOffers } from './CartOffers';
import { CartSummary } from './CartSummary';
import { CouponField } from './CouponField';
import { useCheckoutPrice } from './useCheckoutPrice';

type Props = {
  lines: ShownLine[];
  rates: PricingRates;
  unavailable: number;
  busy: boolean;
  onCheckout: () => void;
};

/** The cart's summary priced by the server with the offers, the coupon the shopper applies, and the offers on. */
export function CartPriceBox({ lines, rates, ...summary }: Props) {
  const t = useTranslations('Cart.summary');
  const [code, setCode] = useAppliedCode();
  const price = useCheckoutPrice(lines, { code, method: null, rates });
  return (
    <CartSummary
      breakdown={price.breakdown}
      rates={rates}
      updating={price.updating}
      note={price.failed ? t('priceFallback') : undefined}
      {...summary}
    >
      <CouponField code={code} verdict={price.verdict} onApply={setCode} onRemove={() => setCode(null)} />
      <CartOffers />
    </CartSummary>
  );
}
