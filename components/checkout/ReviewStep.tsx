import { LineThumb } from '@/components/cart/LineThumb';
import { PackLabel } from '@/components/cart/PackLabel';
import { outOfStock, priceShownLines, type ShownLine } from '@/lib/commerce/lines';
import { formatRupees } from '@/lib/money';
import { shippingMessage, type PricingRates } from '@/lib/commerce/pricing';
import { Totals } from '@/components/ui/Totals';

/** Step 1: what is being bought and what it costs before a payment method is chosen. */
export function ReviewStep({ lines, rates, onNext }: { lines: ShownLine[]; rates: PricingRates; onNext: () => void }) {
  const unavailable = outOfStock(lines).length;
  const breakdown = priceShownLines(lines, rates);
  return (
    <section aria-labelledby="review-heading" className="grid gap-6 lg:grid-cols-[1fr_340px]">
      <div className="rounded-3xl border border-line bg-white p-5">
        <h2 id="review-heading" className="font-serif text-xl font-semibold text-leaf-950">
          Order Summary
        </h2>
        <ul className="mt-4 divide-y divide-line">
          {lines.map((line) => (
            <li key={`${line.productId}:${line.variantId}`} className="flex items-center gap-4 py-3">
              <LineThumb src={line.image} size={64} />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-ink">{line.title}</p>
                <PackLabel size={line.size} />
                <p className="text-sm text-muted">
                  {line.quantity} × {formatRupees(line.sellingPrice)}
                  {line.stock <= 0 && <span className="ml-2 font-semibold text-spice-600">Out of stock</span>}
                </p>
              </div>
              <span className="font-semibold">{formatRupees(line.sellingPrice * line.quantity)}</span>
            </li>
          ))}
        </ul>
      </div>
      <aside className="h-fit rounded-3xl border border-line bg-white p-5">
        <Totals breakdown={breakdown} itemised deliveryNote={shippingMessage(breakdown, rates)} testId="checkout" />
        <p className="mt-4 text-sm text-muted">Estimated delivery: 3-5 business days</p>
        {unavailable > 0 && (
          <p role="alert" className="mt-3 text-sm text-spice-700">
            {unavailable} item(s) out of stock
          </p>
        )}
        <button
          type="button"
          onClick={onNext}
          disabled={unavailable > 0 || !lines.length}
          className="btn btn-primary mt-5 h-12 w-full"
        >
          Proceed to Delivery
        </button>
      </aside>
    </section>
  );
}
