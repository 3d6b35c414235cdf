import Link from 'next/link';
import type { ReactNode } from 'react';
import { Totals } from '@/components/ui/Totals';
import { shippingMessage, type PriceBreakdown, type PricingRates } from '@/lib/commerce/pricing';

/**
 * Subtotal, the offers, the delivery the checkout will actually charge (never "FREE" when ₹59
 * applies: docs/decisions.md) and total; checkout blocked while anything is out of stock, since the
 * order would be refused for it. `children`: the coupon field and the offers, under the totals.
 */
export function CartSummary({
  breakdown,
  rates,
  unavailable,
  busy,
  onCheckout,
  updating = false,
  note,
  children,
}: {
  breakdown: PriceBreakdown;
  rates: PricingRates;
  unavailable: number;
  busy: boolean;
  onCheckout: () => void;
  /** the totals are being priced again (the previous ones stay shown) */
  updating?: boolean;
  /** said under the totals (the prices could not be checked with offers) */
  note?: string;
  children?: ReactNode;
}) {
  const blocked = unavailable > 0;
  return (
    <aside className="h-fit rounded-3xl border border-line bg-white p-6" aria-label="Cart summary">
      <div className="flex items-baseline justify-between">
        <h2 className="font-serif text-xl font-semibold text-leaf-950">Order Summary</h2>
        <PricingState updating={updating} />
      </div>
      <div className="mt-4" aria-busy={updating}>
        <Totals breakdown={breakdown} itemised={false} deliveryNote={shippingMessage(breakdown, rates)} testId="cart" />
      </div>
      {note && <p className="mt-3 text-xs text-muted">{note}</p>}
      {children && <div className="mt-5 space-y-4">{children}</div>}
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

/** A quiet "Updating…" while the totals are priced again; the live region stays so the change is read out. */
export function PricingState({ updating }: { updating: boolean }) {
  return (
    <span role="status" className="text-xs text-muted">
      {updating ? 'Updating…' : ''}
    </span>
  );
}
