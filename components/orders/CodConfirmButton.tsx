'use client';

import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api-client/fetch';
import { ordersApi } from '@/lib/api-client/orders';
import { OneTimeAction } from '@/components/ui/OneTimeAction';

/** The mail link's one button: confirms the COD order with the link's token, then says what happened. */
export function CodConfirmButton({ orderNumber, token }: { orderNumber: string; token: string }) {
  const t = useTranslations('Orders.cod');
  return (
    <OneTimeAction
      action={() => ordersApi.confirmCod(orderNumber, token)}
      problemOf={(error) => (error instanceof ApiError ? error.message : t('failed'))}
      done={t('confirmedWriteAgain')}
    >
      {({ busy, press }) => (
        <button type="button" className="btn btn-primary h-12 w-full" disabled={busy} aria-busy={busy} onClick={press}>
          {busy ? t('confirming') : t('confirm')}
        </button>
      )}
    </OneTimeAction>
  );
}
