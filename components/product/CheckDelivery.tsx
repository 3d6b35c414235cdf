import { useTranslations } from 'next-intl';
import { CheckDeliveryLoader } from './CheckDeliveryLoader';

/** "Check delivery" under the buy buttons: a plain form in the cached page; the answer is the device's own. */
export function CheckDelivery({ productId, variantId }: { productId: number; variantId: number }) {
  const t = useTranslations('Delivery');
  return (
    <CheckDeliveryLoader productId={productId} variantId={variantId}>
      <label htmlFor="delivery-pincode" className="block text-sm font-semibold text-ink">
        {t('checkTitle')}
      </label>
      <div className="flex gap-2">
        <input
          id="delivery-pincode"
          name="pincode"
          className="field"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          placeholder={t('pincodePlaceholder')}
        />
        <button type="submit" className="btn btn-outline">
          {t('checkButton')}
        </button>
      </div>
    </CheckDeliveryLoader>
  );
}
