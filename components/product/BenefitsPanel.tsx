import { LeafIcon, ReceiptIcon, RefundIcon, TruckIcon } from '@/components/ui/icons';

/** The store's fixed benefit texts: badges on the product page, then the three promises. */
export function BenefitsPanel() {
  return (
    <div className="rounded-2xl border border-leaf-100 bg-leaf-50/70 p-5">
      <ul className="flex flex-wrap gap-2" aria-label="Product benefits">
        {[
          { Icon: TruckIcon, text: 'Free Delivery' },
          { Icon: LeafIcon, text: 'Organic' },
          { Icon: ReceiptIcon, text: 'Inclusive of all taxes' },
        ].map(({ Icon, text }) => (
          <li key={text} className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-[13px] font-semibold text-leaf-800 ring-1 ring-leaf-100">
            <Icon size={16} /> {text}
          </li>
        ))}
      </ul>
      <ul className="mt-4 space-y-2.5 text-sm text-ink">
        <li className="flex gap-2.5"><TruckIcon size={18} className="shrink-0 text-leaf-600" /> Free shipping on orders over ₹5000</li>
        <li className="flex gap-2.5"><RefundIcon size={18} className="shrink-0 text-leaf-600" /> Easy returns with a 24 hour policy</li>
        <li className="flex gap-2.5"><ReceiptIcon size={18} className="shrink-0 text-leaf-600" /> Dispatch usually within 24 hours</li>
      </ul>
    </div>
  );
}
