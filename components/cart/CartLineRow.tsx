import Link from 'next/link';
import type { ShownLine } from '@/lib/commerce/lines';
import { formatRupees } from '@/lib/money';
import { LineThumb } from './LineThumb';

/** One cart line: picture, title, quantity (shown, not edited here: it is chosen on the product page), price and Remove. */
export function CartLineRow({ line, busy, onRemove }: { line: ShownLine; busy: boolean; onRemove: () => void }) {
  const soldOut = line.stock <= 0;
  return (
    <li className="flex gap-4 p-4 sm:p-5" data-testid="cart-line">
      <LineThumb src={line.image} />
      <div className="min-w-0 flex-1">
        <Link href={`/products/${line.slug}`} className="font-semibold text-leaf-950 hover:underline">
          {line.title}
        </Link>
        <p className="mt-1 text-sm text-muted">Quantity: {line.quantity}</p>
        <p className="mt-1 text-sm text-muted">
          {formatRupees(line.sellingPrice)} each
          {line.productPrice > line.sellingPrice && (
            <span className="ml-2 line-through">{formatRupees(line.productPrice)}</span>
          )}
        </p>
        {soldOut && <p className="mt-1 text-sm font-semibold text-spice-600">Out of stock</p>}
      </div>
      <div className="flex flex-col items-end justify-between gap-2">
        <span className="font-semibold text-ink">{formatRupees(line.sellingPrice * line.quantity)}</span>
        <button
          type="button"
          onClick={onRemove}
          disabled={busy}
          aria-label={`Remove ${line.title}`}
          className="text-sm font-medium text-spice-600 hover:underline disabled:opacity-50"
        >
          Remove
        </button>
      </div>
    </li>
  );
}
