import { useTranslations } from 'next-intl';
import { Price } from '@/components/ui/Price';
import type { VariantDto } from '@/lib/catalog/products';
import { stockBand } from '@/lib/catalog/stock-band';
import { discountPercent, formatRupees } from '@/lib/money';

/** The chosen pack's price, MRP, discount, unit price ("₹39.90 / 100 g") and how many are left. */
export function PackPrice({ pack }: { pack: VariantDto }) {
  const t = useTranslations('Product');
  const off = discountPercent(pack.productPrice, pack.sellingPrice);
  const band = stockBand(pack.stockQuantity);
  return (
    <div className="flex flex-col gap-2" data-pack={pack.sku}>
      <div className="flex flex-wrap items-center gap-3">
        <Price sellingPrice={pack.sellingPrice} productPrice={pack.productPrice} size="lg" />
        {pack.unitPrice && (
          <span className="text-sm text-muted tabular-nums">
            <span className="sr-only">{t('unitPrice')} </span>
            {formatRupees(pack.unitPrice.amount)} / {pack.unitPrice.per === 'kg' ? t('perKg') : t('per100g')}
          </span>
        )}
        {off > 0 && (
          <span className="rounded-full bg-spice-50 px-3 py-1 text-sm font-bold text-spice-700">
            {t('percentOff', { percent: off })}
          </span>
        )}
      </div>
      <p className={`text-sm font-semibold ${band === 'out' ? 'text-spice-600' : 'text-leaf-700'}`}>
        {band === 'out'
          ? t('stock.outOfStock')
          : band === 'in'
            ? t('stock.inStock')
            : t('stock.onlyLeft', { count: pack.stockQuantity })}
      </p>
    </div>
  );
}
