import type { AdminSubOrder } from '@/lib/commerce/admin-orders';
import { creditNoteHref, invoiceHref } from '@/lib/invoices/links';

/** The part's tax invoice (to print for the parcel) and its credit notes, each opening in a new tab. */
export function TaxDocuments({
  subOrderNumber,
  documents,
}: {
  subOrderNumber: string;
  documents: AdminSubOrder['documents'];
}) {
  if (!documents.invoice) {
    return <p className="mt-3 text-xs text-muted">The tax invoice is issued when this part ships.</p>;
  }
  const links = [
    { href: invoiceHref(subOrderNumber), label: `Tax invoice ${documents.invoice}` },
    ...documents.creditNotes.map((number) => ({
      href: creditNoteHref(subOrderNumber, number),
      label: `Credit note ${number}`,
    })),
  ];
  return (
    <ul className="mt-3 flex flex-wrap gap-2 text-sm">
      {links.map((l) => (
        <li key={l.href}>
          <a href={l.href} target="_blank" rel="noopener" className="btn btn-outline h-8 px-3 text-xs">
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
