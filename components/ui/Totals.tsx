import type { PriceBreakdown } from '@/lib/commerce/pricing';
import { formatRupees, paiseToRupees } from '@/lib/money';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

type Props = {
  /** from priceCart (cart, checkout) or chargedBreakdown (a placed order): the same shape, the same rule */
  breakdown: PriceBreakdown;
  /**
   * Itemised (checkout, orders): subtotal at MRP, then the discount. Not itemised (cart): the goods
   * at their selling prices, as the cart lists them line by line.
   */
  itemised: boolean;
  /** the delivery sentence under the shipping line (shippingMessage), while the shopper can still change the basket */
  deliveryNote?: string;
  /** prefix of the test ids: {prefix}-totals, -subtotal, -shipping, -total */
  testId: string;
};

/** The one totals box: cart, checkout steps, order detail and payment page. Delivery reads FREE only when it is free. */
export function Totals({ breakdown: b, itemised, deliveryNote, testId }: Props) {
  return (
    <dl className="space-y-2.5 text-sm" data-testid={`${testId}-totals`}>
      <Row label="Subtotal" value={rupees(itemised ? b.subtotalPaise : b.itemsPaise)} testId={`${testId}-subtotal`} />
      {itemised && b.discountPaise > 0 && (
        <Row label="Discount" value={`− ${rupees(b.discountPaise)}`} tone="text-leaf-700" />
      )}
      <Row label="Shipping" value={b.shippingPaise ? rupees(b.shippingPaise) : 'FREE'} testId={`${testId}-shipping`} />
      {deliveryNote && <p className="text-xs text-muted">{deliveryNote}</p>}
      {b.handlingPaise > 0 && <Row label="COD handling charge" value={rupees(b.handlingPaise)} />}
      <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
        <dt>Total</dt>
        <dd data-testid={`${testId}-total`}>{rupees(b.totalPaise)}</dd>
      </div>
    </dl>
  );
}

function Row({ label, value, tone = '', testId }: { label: string; value: string; tone?: string; testId?: string }) {
  return (
    <div className="flex justify-between">
      <dt className="text-muted">{label}</dt>
      <dd className={tone} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
