import { useTranslations } from 'next-intl';
import type { TotalsLabels } from '@/components/ui/Totals';
import { shippingNote, type PriceBreakdown, type PricingRates } from '@/lib/commerce/pricing';

/**
 * The totals box's words in the page's language (messages Cart.totals) and the delivery line under
 * its shipping charge. A hook, so the cart, the checkout steps (client) and the payment page's
 * summary (a server component) all word the box alike.
 */
export function useTotalsWords() {
  const t = useTranslations('Cart');
  const labels: TotalsLabels = {
    subtotal: t('totals.subtotal'),
    discount: t('totals.discount'),
    freeDelivery: t('totals.freeDelivery'),
    shipping: t('totals.shipping'),
    free: t('totals.free'),
    codHandling: t('totals.codHandling'),
    total: t('totals.total'),
  };
  const deliveryNote = (breakdown: PriceBreakdown, rates: PricingRates) => {
    const { kind, threshold, fee } = shippingNote(breakdown, rates);
    return t(`shippingNote.${kind}`, { threshold, fee });
  };
  return { labels, deliveryNote };
}
