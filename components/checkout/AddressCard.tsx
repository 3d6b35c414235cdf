import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { AddressDto } from '@/lib/account/addresses';

/** A saved address to choose (the whole card is the choice) with its own Edit Address link, and what is said about delivering there. */
export function AddressCard({
  address,
  selected,
  onSelect,
  onEdit,
  note,
}: {
  address: AddressDto;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  note?: ReactNode;
}) {
  const t = useTranslations('Checkout.address');
  return (
    <div
      className={`rounded-2xl border-2 bg-white p-4 transition ${selected ? 'border-leaf-600 bg-leaf-50' : 'border-line'}`}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-pressed={selected}
        className="block w-full text-left"
        data-testid="address-card"
      >
        <span className="flex items-center justify-between">
          <span className="font-semibold text-leaf-950">{address.name}</span>
          {selected && (
            <span className="rounded-full bg-leaf-700 px-2 py-0.5 text-xs font-bold text-white">{t('selected')}</span>
          )}
        </span>
        <span className="mt-1 block text-sm text-muted">
          {[address.streetAddress, address.addressLine1, address.addressLine2].filter(Boolean).join(', ')}
          <br />
          {address.city}, {address.state} {address.postalCode}, {address.country}
          <br />
          +91 {address.phoneNumber}
        </span>
      </button>
      {note && <div className="mt-2">{note}</div>}
      <button type="button" onClick={onEdit} className="mt-2 text-sm font-medium text-leaf-700 hover:underline">
        {t('edit')}
      </button>
    </div>
  );
}
