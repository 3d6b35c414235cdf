'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { AddressDto } from '@/lib/account/addresses';
import { Spinner } from '@/components/ui/Skeleton';
import { PlusIcon } from '@/components/ui/icons';
import type { ShownLine } from '@/lib/commerce/lines';
import type { PricingRates } from '@/lib/commerce/pricing';
import { deliveryDatesWords } from '@/lib/delivery/words';
import { useDeliveryWords } from '@/components/i18n/useDeliveryWords';
import { useCheckoutPrice } from '@/components/cart/useCheckoutPrice';
import { AddressCard } from './AddressCard';
import { DeliveryNote } from './DeliveryNote';
import { StepHeading } from './StepHeading';
import { AddressForm } from '@/components/account/AddressForm';
import { useAddresses } from '@/components/account/useAddresses';

type Mode = { kind: 'selecting' } | { kind: 'adding' } | { kind: 'editing'; address: AddressDto };

type Props = {
  lines: ShownLine[];
  rates: PricingRates;
  code: string | null;
  chosenId: number | null;
  onChoose: (id: number) => void;
  onBack: () => void;
  onNext: () => void;
};

/**
 * Step 2: choose a saved address, edit one, or add one (modes: selecting, adding, editing). The chosen
 * one shows each seller's delivery date there; one the shop does not serve cannot be taken on.
 */
export function AddressStep({ lines, rates, code, chosenId, onChoose, onBack, onNext }: Props) {
  const t = useTranslations('Checkout');
  const words = useDeliveryWords();
  const [mode, setMode] = useState<Mode>({ kind: 'selecting' });
  const addresses = useAddresses();
  const price = useCheckoutPrice(lines, { code, method: null, rates, addressId: chosenId });
  // The first saved address (the only one, for most shoppers) is chosen unless the shopper picks another.
  const firstId = addresses.data?.[0]?.id ?? null;
  const known = addresses.data?.some((a) => a.id === chosenId) ?? false;
  useEffect(() => {
    if (!known && firstId !== null) onChoose(firstId);
  }, [known, firstId, onChoose]);

  if (addresses.isPending) return <Spinner label={t('address.loading')} />;
  if (addresses.isError)
    return (
      <p role="alert" className="rounded-3xl bg-spice-50 p-6 text-spice-700">
        {t('address.error', { message: addresses.error.message })}
      </p>
    );
  const list = addresses.data ?? [];
  const chosen = list.some((a) => a.id === chosenId) ? chosenId : (list[0]?.id ?? null);
  const waitingFor =
    mode.kind !== 'selecting'
      ? t('address.waitForm')
      : chosen === null
        ? t('address.waitAdd')
        : price.delivery && !price.delivery.serviceable
          ? t('address.waitServed')
          : null;

  return (
    <section aria-labelledby="address-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StepHeading id="address-heading">{t('address.heading')}</StepHeading>
        {mode.kind === 'selecting' && (
          <button type="button" onClick={() => setMode({ kind: 'adding' })} className="btn btn-outline h-10">
            <PlusIcon size={16} /> {t('address.addNew')}
          </button>
        )}
      </div>
      {mode.kind === 'selecting' ? (
        list.length ? (
          <div className="grid gap-4 sm:grid-cols-2">
            {list.map((a) => (
              <AddressCard
                key={a.id}
                address={a}
                selected={a.id === chosen}
                onSelect={() => onChoose(a.id)}
                onEdit={() => setMode({ kind: 'editing', address: a })}
                note={
                  a.id === chosen &&
                  chosen === chosenId && (
                    <DeliveryNote price={price} words={(from, to) => deliveryDatesWords(words, from, to)} />
                  )
                }
              />
            ))}
          </div>
        ) : (
          <p className="rounded-3xl border border-dashed border-line bg-white p-6 text-center text-muted">
            {t('address.none')}
          </p>
        )
      ) : (
        <AddressForm
          key={mode.kind === 'editing' ? mode.address.id : 'new'}
          initial={mode.kind === 'editing' ? mode.address : undefined}
          lockCountry
          onCancel={() => setMode({ kind: 'selecting' })}
          onSaved={(saved) => {
            onChoose(saved.id);
            // An edited PIN code changes the delivery to the same address id.
            void price.refetch();
            setMode({ kind: 'selecting' });
          }}
        />
      )}
      <div className="flex justify-between gap-3">
        <button type="button" onClick={onBack} className="btn btn-outline h-11">
          {t('back')}
        </button>
        <button
          type="button"
          onClick={onNext}
          disabled={waitingFor !== null}
          aria-describedby={waitingFor ? 'address-waiting' : undefined}
          className="btn btn-primary h-11"
        >
          {t('address.next')}
        </button>
      </div>
      {waitingFor && (
        <p id="address-waiting" className="text-right text-sm text-muted">
          {waitingFor}
        </p>
      )}
    </section>
  );
}
