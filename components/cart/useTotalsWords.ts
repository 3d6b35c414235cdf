import { useTranslations } from 'next-intl';
import { shippingNote, type PriceBreakdown, type PricingRates } from '@/lib/commerce/pricing';

/**
 * The delivery line under the totals box's shipping charge, in the page's language (the box's own
 * words are Common.totals). A hook, so the cart, the checkout steps (client) and the payment page's
 * summary (a server component) all word the box alike.
 */
export function useTotalsWords() {
  const t = useTranslations('Cart');
  const deliveryNote = (breakdown: PriceBreakdown, rates: PricingRates) => {
    const { kind, threshold, fee } = shippingNote(breakdown, rates);
    return t(`shippingNote.${kind}`, { threshold, fee });
  };
  return { deliveryNote };
}
