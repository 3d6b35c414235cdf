'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { clearBuyNowItems } from '@/lib/commerce/buy-now';
import { priceShownLines, type ShownLine } from '@/lib/commerce/lines';
import { shippingMessage, type PaymentMethod, type PricingRates } from '@/lib/commerce/pricing';
import { ApiError, isSignedOut } from '@/lib/api-client/fetch';
import { Totals } from '@/components/ui/Totals';
import { afterPlacement } from './afterPlacement';
import { PaymentMethods } from './PaymentMethods';
import { usePlaceOrder } from './usePlaceOrder';

export const ORDER_FAILED = 'Order failed. Please try again.';

/** Step 3: the method, the final total (with COD handling), Place Order. */
export function PaymentStep({
  lines,
  rates,
  addressId,
  source,
  onBack,
}: {
  lines: ShownLine[];
  rates: PricingRates;
  addressId: number;
  source: 'cart' | 'buy-now';
  onBack: () => void;
}) {
  const router = useRouter();
  const [method, setMethod] = useState<PaymentMethod>('UPI');
  const [done, setDone] = useState(false);
  const place = usePlaceOrder();
  const busy = place.isPending || done;
  const breakdown = priceShownLines(lines, rates, method);

  async function submit() {
    try {
      const order = await place.mutateAsync({
        addressId,
        method,
        items: lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity })),
        source,
      });
      if (!order?.orderNumber) return void notify.error(ORDER_FAILED);
      setDone(true);
      clearBuyNowItems();
      await afterPlacement(order, router);
    } catch (error) {
      // 401 is already on its way to the login page; a refusal (stock, address) says why.
      if (isSignedOut(error)) return;
      notify.error(error instanceof ApiError && error.status < 500 ? error.message : ORDER_FAILED);
    }
  }

  return (
    <section className="grid gap-6 lg:grid-cols-[1fr_340px]" aria-label="Payment">
      <PaymentMethods value={method} onChange={setMethod} />
      <aside className="h-fit rounded-3xl border border-line bg-white p-5">
        <Totals breakdown={breakdown} itemised deliveryNote={shippingMessage(breakdown, rates)} testId="checkout" />
        <div className="mt-5 flex gap-3">
          <button type="button" onClick={onBack} disabled={busy} className="btn btn-outline h-12">
            Back
          </button>
          <button type="button" onClick={submit} disabled={busy} className="btn btn-primary h-12 flex-1">
            {busy ? 'Processing...' : 'Place Order'}
          </button>
        </div>
      </aside>
    </section>
  );
}
