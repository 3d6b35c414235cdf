'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { paymentsApi } from '@/lib/api-client/payments';
import { formatRupees } from '@/lib/money';
import type { CheckoutOrder } from '@/lib/payments/open-provider-order';
import { CloseIcon } from '@/components/ui/icons';
import type { RazorpaySuccess } from './load-razorpay';

export type SandboxResult =
  { kind: 'paid'; response: RazorpaySuccess } | { kind: 'failed'; description: string } | { kind: 'dismissed' };

type Method = 'UPI' | 'CARD';

/**
 * The sandbox gateway's checkout: the app's stand-in for Razorpay's window, so the paid path
 * runs with no network. The shopper picks UPI or card and chooses to pay or to make it fail.
 */
export function SandboxCheckoutDialog({
  checkout,
  method: initial = 'UPI',
  onResult,
}: {
  checkout: CheckoutOrder;
  method?: Method;
  onResult: (result: SandboxResult) => void;
}) {
  const t = useTranslations('Payment.window');
  const ref = useRef<HTMLDialogElement>(null);
  const [method, setMethod] = useState<Method>(initial);
  const [busy, setBusy] = useState(false);
  useEffect(() => ref.current?.showModal(), []);

  const submit = async (outcome: 'success' | 'failure') => {
    setBusy(true);
    try {
      const result = await paymentsApi.sandboxPay({ razorpayOrderId: checkout.razorpayOrderId, method, outcome });
      if (result.outcome === 'success') {
        const { razorpayOrderId, razorpayPaymentId, razorpaySignature } = result;
        onResult({
          kind: 'paid',
          response: {
            razorpay_order_id: razorpayOrderId,
            razorpay_payment_id: razorpayPaymentId,
            razorpay_signature: razorpaySignature,
          },
        });
      } else {
        onResult({ kind: 'failed', description: result.error.description });
      }
    } catch (error) {
      onResult({ kind: 'failed', description: (error as Error).message });
    }
  };

  return (
    <dialog
      ref={ref}
      aria-labelledby="sandbox-checkout-title"
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onResult({ kind: 'dismissed' });
      }}
      className="m-auto w-[min(26rem,92vw)] rounded-3xl bg-cream p-0 shadow-lift backdrop:bg-leaf-950/60"
    >
      <div className="flex items-start justify-between border-b border-line px-5 py-4">
        <div>
          <h2 id="sandbox-checkout-title" className="text-lg font-semibold text-leaf-900">
            {checkout.shopName}
          </h2>
          <p className="text-sm text-muted">{checkout.description}</p>
        </div>
        <button
          type="button"
          disabled={busy}
          onClick={() => onResult({ kind: 'dismissed' })}
          aria-label={t('close')}
          className="grid h-10 w-10 place-items-center rounded-full hover:bg-sand-100"
        >
          <CloseIcon size={20} />
        </button>
      </div>
      <div className="space-y-4 px-5 py-4">
        <p className="rounded-xl bg-honey-50 px-3 py-2 text-sm text-honey-700">{t('sandbox')}</p>
        <p className="text-2xl font-semibold text-leaf-950">{formatRupees(checkout.amount)}</p>
        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-ink">{t('payWith')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {(['UPI', 'CARD'] as const).map((m) => (
              <label
                key={m}
                className={`flex items-center gap-2 rounded-xl border px-3 py-2 text-sm ${method === m ? 'border-leaf-600 bg-leaf-50' : 'border-sand-300 bg-white'}`}
              >
                <input
                  type="radio"
                  name="sandbox-method"
                  value={m}
                  checked={method === m}
                  onChange={() => setMethod(m)}
                  disabled={busy}
                />
                {m === 'UPI' ? t('upi') : t('card')}
              </label>
            ))}
          </div>
        </fieldset>
        <p className="text-sm text-muted">
          {method === 'UPI' ? t('upiHint', { handle: checkout.email.split('@')[0] }) : t('cardHint')}
        </p>
      </div>
      <div className="flex flex-col gap-2 border-t border-line px-5 py-4 sm:flex-row-reverse">
        <button type="button" className="btn btn-primary flex-1" disabled={busy} onClick={() => submit('success')}>
          {busy ? t('processing') : t('pay', { amount: formatRupees(checkout.amount) })}
        </button>
        <button type="button" className="btn btn-outline flex-1" disabled={busy} onClick={() => submit('failure')}>
          {t('makeFail')}
        </button>
      </div>
    </dialog>
  );
}
