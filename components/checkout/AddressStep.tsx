'use client';

import { useEffect, useState } from 'react';
import type { AddressDto } from '@/lib/account/addresses';
import { Spinner } from '@/components/ui/Skeleton';
import { PlusIcon } from '@/components/ui/icons';
import { AddressCard } from './AddressCard';
import { StepHeading } from './StepHeading';
import { AddressForm } from '@/components/account/AddressForm';
import { useAddresses } from '@/components/account/useAddresses';

type Mode = { kind: 'selecting' } | { kind: 'adding' } | { kind: 'editing'; address: AddressDto };

/** Step 2: choose a saved address, edit one, or add one (modes: selecting, adding, editing). */
export function AddressStep({
  chosenId,
  onChoose,
  onBack,
  onNext,
}: {
  chosenId: number | null;
  onChoose: (id: number) => void;
  onBack: () => void;
  onNext: () => void;
}) {
  const [mode, setMode] = useState<Mode>({ kind: 'selecting' });
  const addresses = useAddresses();
  // The first saved address (the only one, for most shoppers) is chosen unless the shopper picks another.
  const firstId = addresses.data?.[0]?.id ?? null;
  const known = addresses.data?.some((a) => a.id === chosenId) ?? false;
  useEffect(() => {
    if (!known && firstId !== null) onChoose(firstId);
  }, [known, firstId, onChoose]);

  if (addresses.isPending) return <Spinner label="Loading your addresses…" />;
  if (addresses.isError)
    return (
      <p role="alert" className="rounded-3xl bg-spice-50 p-6 text-spice-700">
        Error: {addresses.error.message}
      </p>
    );
  const list = addresses.data ?? [];
  const chosen = list.some((a) => a.id === chosenId) ? chosenId : (list[0]?.id ?? null);
  const waitingFor =
    mode.kind !== 'selecting'
      ? 'Save or cancel the address form to continue.'
      : chosen === null
        ? 'Add a delivery address to continue.'
        : null;

  return (
    <section aria-labelledby="address-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StepHeading id="address-heading">Delivery Address</StepHeading>
        {mode.kind === 'selecting' && (
          <button type="button" onClick={() => setMode({ kind: 'adding' })} className="btn btn-outline h-10">
            <PlusIcon size={16} /> Add New Address
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
              />
            ))}
          </div>
        ) : (
          <p className="rounded-3xl border border-dashed border-line bg-white p-6 text-center text-muted">
            No saved addresses found
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
            setMode({ kind: 'selecting' });
          }}
        />
      )}
      <div className="flex justify-between gap-3">
        <button type="button" onClick={onBack} className="btn btn-outline h-11">
          Back
        </button>
        <button
          type="button"
          onClick={onNext}
          disabled={waitingFor !== null}
          aria-describedby={waitingFor ? 'address-waiting' : undefined}
          className="btn btn-primary h-11"
        >
          Next: Payment
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
