import { useTranslations } from 'next-intl';
import { Totals } from '@/components/ui/Totals';
import { PricingState } from '@/components/cart/CartSummary';
import type { CheckoutPrice } from '@/components/cart/useCheckoutPrice';
import { useTotalsWords } from '@/components/cart/useTotalsWords';
import type { PricingRates } from '@/lib/commerce/pricing';

/** A checkout step's itemised totals as the server priced them, "Updating…" while re-pricing, and the fallback's note. */
export function PricedTotals({ price, rates }: { price: CheckoutPrice; rates: PricingRates }) {
  const t = useTranslations('Cart.summary');
  const totals = useTotalsWords();
  return (
    <>
      <PricingState updating={price.updating} />
      <div aria-busy={price.updating}>
        <Totals
          breakdown={price.breakdown}
          itemised
          deliveryNote={totals.deliveryNote(price.breakdown, rates)}
          testId="checkout"
        />
      </div>
      {price.failed && <p className="text-xs text-muted">{t('priceFallback')}</p>}
    </>
  );
}
