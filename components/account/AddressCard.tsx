import { useTranslations } from 'next-intl';
import type { AddressDto } from '@/lib/account/addresses';
import { useCountryName } from './useCountryName';

/** The card's lines; `country` is the country's name in the page's language. */
export function formatAddressLines(a: AddressDto, country = a.country): string[] {
  return [
    [a.streetAddress, a.addressLine1, a.addressLine2].filter(Boolean).join(', '),
    `${a.city}, ${a.state} ${a.postalCode}`,
    country,
  ];
}

export function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: AddressDto;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations('Account.addresses');
  const countryName = useCountryName();
  return (
    <article
      className="h-full rounded-2xl border border-line bg-sand-50 p-4"
      aria-label={t('cardLabel', { name: address.name })}
    >
      <h3 className="font-sans text-base font-semibold text-ink">{address.name}</h3>
      <address className="mt-1 text-sm not-italic leading-relaxed text-muted">
        {formatAddressLines(address, countryName(address.country)).map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block">
          +91 {address.phoneNumber}
          {address.phoneNumber2 && `, +91 ${address.phoneNumber2}`}
        </span>
      </address>
      <div className="mt-3 flex gap-2">
        <button type="button" className="btn btn-outline h-9 px-4 text-xs" onClick={onEdit}>
          {t('editButton')}
          <span className="sr-only"> {t('whose', { name: address.name })}</span>
        </button>
        <button type="button" className="btn btn-ghost h-9 px-4 text-xs text-spice-600" onClick={onDelete}>
          {t('deleteButton')}
          <span className="sr-only"> {t('whose', { name: address.name })}</span>
        </button>
      </div>
    </article>
  );
}
