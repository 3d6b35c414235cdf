'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { clearBuyNowItems } from '@/lib/commerce/buy-now';
import type { ShownLine } from '@/lib/commerce/lines';
import type { PaymentMethod, PricingRates } from '@/lib/commerce/pricing';
import { ApiError, isSignedOut } from '@/lib/api-client/fetch';
import { clearAppliedCode } from '@/components/cart/applied-code';
import { useCheckoutPrice } from '@/components/cart/useCheckoutPrice';
import { usePayIntl } from '@/components/payments/pay-intl';
import { afterPlacement } from './afterPlacement';
import { PricedTotals } from './PricedTotals';
import { codeConflictOf, conflictText, type CodeConflict } from './code-conflict';
import { PaymentMethods } from './PaymentMethods';
import { placementRefusalOf, type PlacementRefusal } from './placement-refusal';
import { usePlaceOrder } from './usePlaceOrder';

type Props = {
  lines: ShownLine[];
  rates: PricingRates;
  addressId: number;
  source: 'cart' | 'buy-now';
  code: string | null;
  onCode: (code: string | null) => void;
  onBack: () => void;
};

/**
 * Step 3: the method, the final total priced for it (a prepaid-only offer goes on COD, and the COD
 * handling charge comes), Place Order. The order takes the code only while it applies to this method.
 * The same answer says whether COD is offered at this address; an address no longer served stops here.
 */
export function PaymentStep({ lines, rates, addressId, source, code, onCode, onBack }: Props) {
  const t = useTranslations('Checkout');
  const intl = usePayIntl();
  const router = useRouter();
  const [method, setMethod] = useState<PaymentMethod>('UPI');
  const [done, setDone] = useState(false);
  const [conflict, setConflict] = useState<CodeConflict | null>(null);
  const [refusal, setRefusal] = useState<PlacementRefusal | null>(null);
  const place = usePlaceOrder();
  const price = useCheckoutPrice(lines, { code, method, rates, addressId });
  const { verdict, delivery } = price;
  const busy = place.isPending || done;
  const codRefused =
    refusal?.field === 'paymentMethod'
      ? refusal.message
      : delivery && !delivery.cod.available
        ? delivery.cod.message
        : null;
  const notServed =
    refusal?.field === 'addressId' ? refusal.message : delivery && !delivery.serviceable ? delivery.message : null;
  // COD refused cannot stay chosen: back to the default method (set while rendering, as React advises for state
  // that follows an answer), the reason shown beside COD.
  if (codRefused && method === 'COD') setMethod('UPI');

  async function submit() {
    setConflict(null);
    setRefusal(null);
    try {
      const order = await place.mutateAsync({
        addressId,
        method,
        items: lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
        source,
        // A code refused for this method is left off; unchecked (pricing failed), the server decides.
        promotionCode: verdict && !verdict.applied ? null : code,
      });
      if (!order?.orderNumber) return void notify.error(t('payment.orderFailed'));
      setDone(true);
      clearBuyNowItems();
      clearAppliedCode();
      await afterPlacement(order, router, intl);
    } catch (error) {
      // 401 is already on its way to the login page; a refusal (stock, address) says why.
      if (isSignedOut(error)) return;
      const stopped = codeConflictOf(error);
      if (stopped) {
        // The code stopped applying: nothing was placed; the totals are priced again without it.
        setConflict(stopped);
        onCode(null);
        return;
      }
      // Anything else refused (delivery, an offer changed meanwhile, stock): priced and checked again as well.
      void price.refetch();
      const refused = placementRefusalOf(error);
      if (refused) return setRefusal(refused);
      notify.error(error instanceof ApiError && error.status < 500 ? error.message : t('payment.orderFailed'));
    }
  }

  return (
    <section className="grid gap-6 lg:grid-cols-[1fr_340px]" aria-label={t('payment.label')}>
      <div className="space-y-3">
        <PaymentMethods value={method} onChange={setMethod} codRefused={codRefused} />
        {verdict && !verdict.applied && (
          <p role="alert" className="text-sm text-spice-700" data-testid="method-code-message">
            {verdict.message}
          </p>
        )}
      </div>
      <aside className="h-fit space-y-4 rounded-3xl border border-line bg-white p-5">
        <PricedTotals price={price} rates={rates} />
        {conflict && (
          <p role="alert" className="text-sm text-spice-700" data-testid="code-conflict">
            {conflictText(conflict, (values) => t('payment.newTotal', values))}
          </p>
        )}
        {notServed && (
          <p role="alert" className="text-sm font-medium text-spice-700" data-testid="address-not-served">
            {t('payment.notServed', { reason: notServed })}
          </p>
        )}
        <div className="flex gap-3">
          <button type="button" onClick={onBack} disabled={busy} className="btn btn-outline h-12">
            {t('back')}
          </button>
          <button
            type="button"
            onClick={submit}
            disabled={busy || price.updating || notServed !== null}
            className="btn btn-primary h-12 flex-1"
          >
            {busy ? t('payment.processing') : t('payment.placeOrder')}
          </button>
        </div>
      </aside>
    </section>
  );
}
