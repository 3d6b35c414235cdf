'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client/fetch';
import { ordersApi } from '@/lib/api-client/orders';

/** The mail link's one button: confirms the COD order with the link's token, then says what happened. */
export function CodConfirmButton({ orderNumber, token }: { orderNumber: string; token: string }) {
  const t = useTranslations('Orders.cod');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setState('busy');
    setProblem(null);
    try {
      await ordersApi.confirmCod(orderNumber, token);
      setState('done');
    } catch (error) {
      setState('idle');
      setProblem(error instanceof ApiError ? error.message : t('failed'));
    }
  }

  if (state === 'done') {
    return (
      <p role="status" className="rounded-2xl bg-leaf-50 p-4 font-medium text-leaf-800">
        {t('confirmedWriteAgain')}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn btn-primary h-12 w-full"
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        onClick={() => void confirm()}
      >
        {state === 'busy' ? t('confirming') : t('confirm')}
      </button>
      {problem && (
        <p role="alert" className="text-spice-600">
          {problem}
        </p>
      )}
    </div>
  );
}
