import { Totals } from '@/components/ui/Totals';
import { PricingState } from '@/components/cart/CartSummary';
import { PRICE_FALLBACK_NOTE, type CheckoutPrice } from '@/components/cart/useCheckoutPrice';
import { shippingMessage, type PricingRates } from '@/lib/commerce/pricing';

/** A checkout step's itemised totals as the server priced them, "Updating…" while re-pricing, and the fallback's note. */
export function PricedTotals({ price, rates }: { price: CheckoutPrice; rates: PricingRates }) {
  return (
    <>
      <PricingState updating={price.updating} />
      <div aria-busy={price.updating}>
        <Totals
          breakdown={price.breakdown}
          itemised
          deliveryNote={shippingMessage(price.breakdown, rates)}
          testId="checkout"
        />
      </div>
      {price.failed && <p className="text-xs text-muted">{PRICE_FALLBACK_NOTE}</p>}
    </>
  );
}
