'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { priceCheckout } from '@/lib/api-client/offers';
import { priceShownLines, type ShownLine } from '@/lib/commerce/lines';
import type { PaymentMethod, PriceBreakdown, PricingRates } from '@/lib/commerce/pricing';
import { breakdownOfPriceJson } from '@/lib/offers/price-breakdown';
import type { CodeVerdict } from '@/lib/offers/types';
import type { CheckoutDeliveryJson } from '@/lib/delivery/types';

export type CheckoutPrice = {
  breakdown: PriceBreakdown;
  /** the verdict on `code` (null while none is typed or it is still being checked) */
  verdict: CodeVerdict | null;
  /** re-pricing: the previous answer is still shown */
  updating: boolean;
  /** the server could not price: the lines' own prices without offers are shown */
  failed: boolean;
  refetch: () => unknown;
  /** the delivery to `addressId` (checkout steps): null while it is asked for, when none is chosen or pricing failed */
  delivery: CheckoutDeliveryJson | null;
};

/**
 * The totals the cart and the checkout steps show: the server's price (POST /api/checkout/price) of
 * these lines with the running offers, the code and the method (in the checkout, with the delivery to
 * the chosen address); the previous answer stays while a change is re-priced. If it cannot answer,
 * the lines are priced here without offers.
 */
export function useCheckoutPrice(
  lines: readonly ShownLine[],
  {
    code,
    method,
    rates,
    addressId = null,
  }: { code: string | null; method: PaymentMethod | null; rates: PricingRates; addressId?: number | null },
): CheckoutPrice {
  const items = lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity }));
  const query = useQuery({
    queryKey: ['checkout-price', items, code, method, addressId],
    queryFn: () => priceCheckout({ items, promotionCode: code, paymentMethod: method, addressId }),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
  const answer = query.isError ? null : query.data;
  const verdict = answer?.code && code && answer.code.code === code && !query.isPlaceholderData ? answer.code : null;
  return {
    breakdown: answer ? breakdownOfPriceJson(answer) : priceShownLines(lines, rates, method),
    verdict,
    updating: query.isFetching,
    failed: query.isError,
    refetch: query.refetch,
    // The previous answer stays on screen while re-pricing, but never another address's delivery.
    delivery: answer?.delivery?.addressId === addressId ? answer.delivery : null,
  };
}
