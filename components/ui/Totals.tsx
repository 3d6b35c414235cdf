import type { PriceBreakdown } from '@/lib/commerce/pricing';
import { offerLabel } from '@/lib/offers/terms';
import { formatRupees, paiseToRupees } from '@/lib/money';
import { useCommonWords } from './useCommonWords';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

type Props = {
  /** from priceCart (cart, checkout) or chargedBreakdown (a placed order): the same shape, the same rule */
  breakdown: PriceBreakdown;
  /**
   * Itemised (checkout, orders): subtotal at MRP, then the MRP discount. Not itemised (cart): the
   * goods at their selling prices, as the cart lists them line by line. Offers have a row each in both.
   */
  itemised: boolean;
  /** the delivery sentence under the shipping line (shippingMessage), while the shopper can still change the basket */
  deliveryNote?: string;
  /** prefix of the test ids: {prefix}-totals, -subtotal, -offer-{code|auto}, -shipping, -total */
  testId: string;
};

/** The one totals box: cart, checkout steps, order detail and payment page. Delivery reads FREE only when it is free. */
export function Totals({ breakdown: b, itemised, deliveryNote, testId }: Props) {
  // The offers have rows of their own: the discount row is what the MRP saves, the cart's subtotal is before offers.
  const mrpSavings = b.discountPaise - b.offerPaise;
  const word = useCommonWords();
  return (
    <dl className="space-y-2.5 text-sm" data-testid={`${testId}-totals`}>
      <Row
        label={word('totals.subtotal')}
        value={rupees(itemised ? b.subtotalPaise : b.itemsPaise + b.offerPaise)}
        testId={`${testId}-subtotal`}
      />
      {itemised && mrpSavings > 0 && (
        <Row label={word('totals.discount')} value={`− ${rupees(mrpSavings)}`} tone="text-leaf-700" />
      )}
      {b.promotions.map((o) => (
        <Row
          key={`${o.code ?? 'auto'}:${o.title}`}
          label={offerLabel(o)}
          value={o.kind === 'FREE_SHIPPING' ? word('totals.freeDelivery') : `− ${rupees(o.amountPaise)}`}
          tone="text-leaf-700"
          testId={`${testId}-offer-${o.code ?? 'auto'}`}
        />
      ))}
      <Row
        label={word('totals.shipping')}
        value={b.shippingPaise ? rupees(b.shippingPaise) : word('totals.free')}
        testId={`${testId}-shipping`}
      />
      {deliveryNote && <p className="text-xs text-muted">{deliveryNote}</p>}
      {b.handlingPaise > 0 && <Row label={word('totals.codHandling')} value={rupees(b.handlingPaise)} />}
      <div className="flex justify-between border-t border-line pt-3 text-base font-semibold">
        <dt>{word('totals.total')}</dt>
        <dd data-testid={`${testId}-total`}>{rupees(b.totalPaise)}</dd>
      </div>
    </dl>
  );
}

function Row({ label, value, tone = '', testId }: { label: string; value: string; tone?: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className={`shrink-0 ${tone}`} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
