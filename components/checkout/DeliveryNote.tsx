import { useTranslations } from 'next-intl';
import type { CheckoutPrice } from '@/components/cart/useCheckoutPrice';

/**
 * The delivery to the chosen address as a checkout step words it: each seller's dates (no seller named
 * when there is one), or why the address is not served; checking and a failed check say so too.
 */
export function DeliveryNote({
  price,
  words,
}: {
  price: CheckoutPrice;
  words: (earliest: string, latest: string) => string;
}) {
  const t = useTranslations('Checkout.delivery');
  const { delivery } = price;
  if (!delivery)
    return (
      <p role="status" className="text-sm text-muted" data-testid="delivery-note">
        {price.failed ? t('unchecked') : t('checking')}
      </p>
    );
  if (!delivery.serviceable)
    return (
      <p role="alert" className="text-sm font-medium text-spice-700" data-testid="delivery-note">
        {delivery.message}
      </p>
    );
  const named = delivery.sellers.length > 1;
  return (
    <ul className="space-y-0.5 text-sm font-medium text-leaf-800" data-testid="delivery-note">
      {delivery.sellers.map((s, i) => (
        <li key={i}>
          {named && `${s.sellerName}: `}
          {words(s.earliest, s.latest)}
        </li>
      ))}
    </ul>
  );
}
