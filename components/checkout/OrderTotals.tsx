import { shippingMessage, type PriceBreakdown } from '@/lib/commerce/pricing';
import { formatRupees, paiseToRupees } from '@/lib/money';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** Design §4 totals as the review and payment steps show them (the server computes the same). */
export function OrderTotals({ breakdown, showHandling }: { breakdown: PriceBreakdown; showHandling: boolean }) {
  return (
    <dl className="space-y-2.5 text-sm" data-testid="checkout-totals">
      <Row label="Subtotal" value={rupees(breakdown.subtotalPaise)} />
      {breakdown.discountPaise > 0 && <Row label="Discount" value={`− ${rupees(breakdown.discountPaise)}`} tone="text-leaf-700" />}
      <Row label="Shipping" value={breakdown.shippingPaise ? rupees(breakdown.shippingPaise) : 'FREE'} />
      <p className="text-xs text-muted">{shippingMessage(breakdown)}</p>
      {showHandling && <Row label="COD handling charge" value={rupees(breakdown.handlingPaise)} />}
      <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid="checkout-total">{rupees(breakdown.totalPaise)}</dd>
      </div>
    </dl>
  );
}

function Row({ label, value, tone = '' }: { label: string; value: string; tone?: string }) {
  return (
    <div className="flex justify-between">
      <dt className="text-muted">{label}</dt>
      <dd className={tone}>{value}</dd>
    </div>
  );
}
