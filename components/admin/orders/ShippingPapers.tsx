import { labelHref, packingSlipHref } from '@/lib/fulfilment/paper/links';
import { AdminCard } from '../AdminCard';

/**
 * The parcel's paper: the packing slip for inside the box and the 4×6-inch label for outside. Plain
 * download links — the browser shows its own progress — so this stays a server component.
 */
export function ShippingPapers({ subOrderNumber, shipped }: { subOrderNumber: string; shipped: boolean }) {
  const links = [
    { href: packingSlipHref(subOrderNumber), label: 'Packing slip (PDF)', file: `packing-slip-${subOrderNumber}.pdf` },
    { href: labelHref(subOrderNumber), label: 'Shipping label (PDF)', file: `label-${subOrderNumber}.pdf` },
  ];
  return (
    <AdminCard id="shipping-papers" title="Shipping papers">
      <ul className="flex flex-wrap gap-2 text-sm">
        {links.map((l) => (
          <li key={l.href}>
            <a href={l.href} download={l.file} className="btn btn-outline h-8 px-3 text-xs">
              {l.label}
            </a>
          </li>
        ))}
      </ul>
      {!shipped && (
        <p className="mt-2 text-xs text-muted">
          The label gets the waybill&apos;s barcode once this part is shipped; print it again then.
        </p>
      )}
    </AdminCard>
  );
}
