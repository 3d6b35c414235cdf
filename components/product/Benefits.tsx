import { useTranslations } from 'next-intl';
import { LeafIcon, ReceiptIcon, RefundIcon, TruckIcon } from '@/components/ui/icons';
import { formatRupeesShort, paiseToRupees } from '@/lib/money';
import type { ShopSettings } from '@/lib/settings/settings';

/** The product page's benefits: badges, then the three promises, with the shop's charges and return window. */
export function Benefits({ rates, returnWindowHours }: Pick<ShopSettings, 'rates' | 'returnWindowHours'>) {
  const t = useTranslations('Product.benefits');
  // Delivery is free only above this amount: an unconditional "Free Delivery" would be a false claim.
  const freeFrom = formatRupeesShort(paiseToRupees(rates.freeDeliveryThresholdPaise));
  const fee = formatRupeesShort(paiseToRupees(rates.shippingFeePaise));
  return (
    <div className="rounded-2xl border border-leaf-100 bg-leaf-50/70 p-5">
      <ul className="flex flex-wrap gap-2" aria-label={t('label')}>
        {[
          { Icon: TruckIcon, text: t('freeOver', { amount: freeFrom }) },
          { Icon: LeafIcon, text: t('organic') },
          { Icon: ReceiptIcon, text: t('taxes') },
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
          {rates.shippingFeePaise ? t('shippingOver', { amount: freeFrom, fee }) : t('shippingFree')}
        </li>
        <li className="flex gap-2.5">
          <RefundIcon size={18} className="shrink-0 text-leaf-600" /> {t('returns', { hours: returnWindowHours })}
        </li>
        <li className="flex gap-2.5">
          <ReceiptIcon size={18} className="shrink-0 text-leaf-600" /> {t('dispatch')}
        </li>
      </ul>
    </div>
  );
}
