import { useTranslations } from 'next-intl';
import type { ShippingAddressJson } from '@/lib/commerce/orders';

export function AddressBox({ address }: { address: ShippingAddressJson }) {
  const t = useTranslations('Orders.detail');
  return (
    <section className="rounded-3xl border border-line bg-white p-5" aria-labelledby="address-heading">
      <h2 id="address-heading" className="font-serif text-lg font-semibold text-leaf-950">
        {t('address')}
      </h2>
      <address className="mt-3 text-sm not-italic leading-relaxed text-muted">
        <span className="font-semibold text-ink">{address.name}</span>
        <br />
        {[address.streetAddress, address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}
        <br />
        {address.city}, {address.state} {address.postalCode}
        <br />
        {address.country}
        <br />
        +91 {address.phoneNumber}
      </address>
    </section>
  );
}
