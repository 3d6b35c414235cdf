'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import type { AddressDto } from '@/lib/account/addresses';
import { AccountSection } from './AccountSection';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';
import { useAddressMutations } from './useAddresses';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; address: AddressDto };

/**
 * The header button reads Add Address with zero or several addresses, Edit Address with exactly
 * one (and opens it, as that is the one a shopper would change), Cancel while the form is open.
 */
export function AddressBook({ addresses }: { addresses: AddressDto[] }) {
  const t = useTranslations('Account.addresses');
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const { remove } = useAddressMutations();
  const open = editing.mode !== 'closed';
  const headerLabel = open ? t('cancel') : addresses.length === 1 ? t('edit') : t('add');

  function onHeaderButton() {
    if (open) return setEditing({ mode: 'closed' });
    setEditing(addresses.length === 1 ? { mode: 'edit', address: addresses[0] } : { mode: 'add' });
  }

  async function onDelete(address: AddressDto) {
    if (!window.confirm(t('confirmDelete'))) return;
    try {
      await remove.mutateAsync(address.id);
      notify.success(t('deleted'));
      if (editing.mode === 'edit' && editing.address.id === address.id) setEditing({ mode: 'closed' });
    } catch {
      notify.error(t('deleteFailed'));
    }
  }

  return (
    <AccountSection
      id="addresses-heading"
      title={t('title')}
      action={
        <button type="button" className={open ? 'btn btn-ghost' : 'btn btn-primary'} onClick={onHeaderButton}>
          {headerLabel}
        </button>
      }
    >
      {open && (
        <div className="mt-6">
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.id : 'new'}
            initial={editing.mode === 'edit' ? editing.address : undefined}
            onCancel={() => setEditing({ mode: 'closed' })}
            onSaved={() => setEditing({ mode: 'closed' })}
          />
        </div>
      )}
      {addresses.length === 0 && !open && <p className="mt-4 text-sm text-muted">{t('none')}</p>}
      {/* With exactly one address the header button edits it, so adding a second needs its own way in. */}
      {addresses.length === 1 && !open && (
        <button type="button" className="btn btn-outline mt-4" onClick={() => setEditing({ mode: 'add' })}>
          {t('addAnother')}
        </button>
      )}
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {addresses.map((a) => (
          <li key={a.id}>
            <AddressCard
              address={a}
              onEdit={() => setEditing({ mode: 'edit', address: a })}
              onDelete={() => void onDelete(a)}
            />
          </li>
        ))}
      </ul>
    </AccountSection>
  );
}
