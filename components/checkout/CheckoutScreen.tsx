'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { Spinner } from '@/components/ui/Skeleton';
import type { PricingRates } from '@/lib/commerce/pricing';
import { useAppliedCode } from '@/components/cart/applied-code';
import { useAddresses } from '@/components/account/useAddresses';
import { AddressStep } from './AddressStep';
import { PaymentStep } from './PaymentStep';
import { ReviewStep } from './ReviewStep';
import { Stepper } from './Stepper';
import { useCheckoutLines, type CheckoutMode } from './useCheckoutLines';

/** The three checkout steps: Review → Address → Payment, with next and back; priced with the shop's stored rates. */
export function CheckoutScreen({ mode, rates }: { mode: CheckoutMode; rates: PricingRates }) {
  const t = useTranslations('Checkout');
  const [step, setStep] = useState(0);
  const [addressId, setAddressId] = useState<number | null>(null);
  const lines = useCheckoutLines(mode);
  // The review step's dates are for the address the next step starts on: the chosen one, else the first saved.
  const addresses = useAddresses();
  const shipTo = addressId ?? (addresses.isPending ? undefined : (addresses.data?.[0]?.id ?? null));
  // The coupon applied in the cart (or on the review step), re-checked by the server at every step.
  const [code, setCode] = useAppliedCode();
  const top = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  // Each step starts at its top: on a phone the button that moved on sits far below the next step's start.
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    top.current?.scrollIntoView({ block: 'start' });
  }, [step]);

  if (lines.isPending) return <Spinner label={t('loading')} />;
  if (lines.isError) {
    return (
      <p role="alert" className="rounded-3xl bg-spice-50 p-6 text-spice-700">
        {t('loadError', { message: lines.error.message })}
      </p>
    );
  }
  if (!lines.data.length) {
    return (
      <div className="rounded-3xl border border-line bg-white p-10 text-center">
        <p className="font-serif text-2xl font-semibold text-leaf-950">{t('nothingToCheckOut')}</p>
        <Link href="/products" className="btn btn-primary mt-6">
          {t('continueShopping')}
        </Link>
      </div>
    );
  }
  // Every step prices the same lines with the same rates and coupon.
  const priced = { lines: lines.data, rates, code };
  return (
    <div ref={top} className="scroll-mt-28 space-y-8">
      <Stepper step={step} />
      {step === 0 && <ReviewStep {...priced} addressId={shipTo} onCode={setCode} onNext={() => setStep(1)} />}
      {step === 1 && (
        <AddressStep
          {...priced}
          chosenId={addressId}
          onChoose={setAddressId}
          onBack={() => setStep(0)}
          onNext={() => setStep(2)}
        />
      )}
      {step === 2 && addressId !== null && (
        <PaymentStep {...priced} addressId={addressId} source={mode} onCode={setCode} onBack={() => setStep(1)} />
      )}
    </div>
  );
}
