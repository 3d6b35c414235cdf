import Link from 'next/link';
import { Totals } from '@/components/ui/Totals';
import { shippingMessage, type PriceBreakdown, type PricingRates } from '@/lib/commerce/pricing';

/**
 * Subtotal, the delivery the checkout will actually charge (never "FREE" when ₹59 applies:
 * docs/decisions.md) and total; checkout blocked while anything is out of stock, since the order
 * would be refused for it.
 */
export function CartSummary({
  breakdown,
  rates,
  unavailable,
  busy,
  onCheckout,
}: {
  breakdown: PriceBreakdown;
  rates: PricingRates;
  unavailable: number;
  busy: boolean;
  onCheckout: () => void;
}) {
  const blocked = unavailable > 0;
  return (
    <aside className="h-fit rounded-3xl border border-line bg-white p-6" aria-label="Cart summary">
      <h2 className="font-serif text-xl font-semibold text-leaf-950">Order Summary</h2>
      <div className="mt-4">
        <Totals breakdown={breakdown} itemised={false} deliveryNote={shippingMessage(breakdown, rates)} testId="cart" />
      </div>
      {blocked && (
        <div role="alert" className="mt-4 rounded-2xl bg-spice-50 p-3 text-sm text-spice-700">
          <p className="font-semibold">{unavailable} item(s) out of stock</p>
          <p>Remove or restock these items to proceed to checkout</p>
        </div>
      )}
      <button
        type="button"
        onClick={onCheckout}
        disabled={busy || blocked}
        className="btn btn-primary mt-5 h-12 w-full"
      >
        {blocked ? 'Cannot checkout - Out of stock items' : 'Proceed to Checkout'}
      </button>
      <Link href="/products" className="btn btn-outline mt-3 h-12 w-full">
        Continue Shopping
      </Link>
    </aside>
  );
}
