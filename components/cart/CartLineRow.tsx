import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { ShownLine } from '@/lib/commerce/lines';
import { formatRupees } from '@/lib/money';
import { LineThumb } from './LineThumb';
import { PackLabel } from './PackLabel';
import { lineName } from '@/lib/catalog/variants';
import { QuantityStepper } from './QuantityStepper';

type Props = { line: ShownLine; busy: boolean; onRemove: () => void; onQuantity: (quantity: number) => void };

/** One cart line: picture, title and pack, a quantity stepper (up to the stock), price and Remove. */
export function CartLineRow({ line, busy, onRemove, onQuantity }: Props) {
  const t = useTranslations('Cart.line');
  const soldOut = line.stock <= 0;
  const name = lineName(line.title, line.size);
  return (
    <li className="flex gap-4 p-4 sm:p-5" data-testid="cart-line">
      <LineThumb src={line.image} />
      <div className="min-w-0 flex-1">
        <Link href={`/products/${line.slug}`} className="font-semibold text-leaf-950 hover:underline">
          {line.title}
        </Link>
        <PackLabel size={line.size} />
        <div className="mt-2 flex items-center gap-2 text-sm text-muted">
          {soldOut ? (
            <>{t('quantity', { quantity: line.quantity })}</>
          ) : (
            <QuantityStepper
              title={name}
              quantity={line.quantity}
              stock={line.stock}
              busy={busy}
              onChange={onQuantity}
            />
          )}
        </div>
        <p className="mt-1 text-sm text-muted">
          {t('each', { price: formatRupees(line.sellingPrice) })}
          {line.productPrice > line.sellingPrice && (
            <span className="ml-2 line-through">{formatRupees(line.productPrice)}</span>
          )}
        </p>
        {soldOut && <p className="mt-1 text-sm font-semibold text-spice-600">{t('outOfStock')}</p>}
      </div>
      <div className="flex flex-col items-end justify-between gap-2">
        <span className="font-semibold text-ink">{formatRupees(line.sellingPrice * line.quantity)}</span>
        <button
          type="button"
          onClick={onRemove}
          disabled={busy}
          aria-label={t('removeLabel', { name })}
          className="text-sm font-medium text-spice-600 hover:underline disabled:opacity-50"
        >
          {t('remove')}
        </button>
      </div>
    </li>
  );
}
