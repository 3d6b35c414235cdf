import { LeafIcon, ReceiptIcon, RefundIcon, TruckIcon } from '@/components/ui/icons';
import { formatRupeesShort, paiseToRupees } from '@/lib/money';
import type { ShopSettings } from '@/lib/settings/settings';

/** The product page's benefits: badges, then the three promises, with the shop's charges and return window. */
export function Benefits({ rates, returnWindowHours }: Pick<ShopSettings, 'rates' | 'returnWindowHours'>) {
  // Delivery is free only above this amount: an unconditional "Free Delivery" would be a false claim.
  const freeFrom = formatRupeesShort(paiseToRupees(rates.freeDeliveryThresholdPaise));
  const fee = formatRupeesShort(paiseToRupees(rates.shippingFeePaise));
  return (
    <div className="rounded-2xl border border-leaf-100 bg-leaf-50/70 p-5">
      <ul className="flex flex-wrap gap-2" aria-label="Product benefits">
        {[
          { Icon: TruckIcon, text: `Free delivery over ${freeFrom}` },
          { Icon: LeafIcon, text: 'Organic' },
          { Icon: ReceiptIcon, text: 'Inclusive of all taxes' },
        ].map(({ Icon, text }) => (
          <li
            key={text}
            className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-[13px] font-semibold text-leaf-800 ring-1 ring-leaf-100"
          >
            <Icon size={16} /> {text}
          </li>
        ))}
      </ul>
      <ul className="mt-4 space-y-2.5 text-sm text-ink">
        <li className="flex gap-2.5">
          <TruckIcon size={18} className="shrink-0 text-leaf-600" />{' '}
          {rates.shippingFeePaise
            ? `Free shipping on orders over ${freeFrom}; ${fee} below that`
            : 'Free shipping on every order'}
        </li>
        <li className="flex gap-2.5">
          <RefundIcon size={18} className="shrink-0 text-leaf-600" /> Easy returns with a {returnWindowHours} hour
          policy
        </li>
        <li className="flex gap-2.5">
          <ReceiptIcon size={18} className="shrink-0 text-leaf-600" /> Dispatch usually within 24 hours
        </li>
      </ul>
    </div>
  );
}
