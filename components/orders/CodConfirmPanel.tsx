'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api-client/fetch';
import { ordersApi } from '@/lib/api-client/orders';
import type { OrderJson } from '@/lib/commerce/orders';
import { formatIstDateTime } from '@/lib/format/ist-times';
import { notify } from '@/lib/notify';
import { ORDERS_KEY, orderKey } from '@/components/query-keys';

/**
 * A COD order waiting for the buyer's yes (design §13): until when, and the button that gives it; an
 * order cancelled for want of it says so. Nothing for any other order.
 */
export function CodConfirmPanel({ order }: { order: OrderJson }) {
  const t = useTranslations('Orders.cod');
  const locale = useLocale();
  const client = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => ordersApi.confirmCod(order.orderNumber),
    onSuccess: (updated) => {
      client.setQueryData(orderKey(order.orderNumber), updated);
      void client.invalidateQueries({ queryKey: ORDERS_KEY });
      notify.success(t('confirmed'));
    },
    onError: (error) => {
      notify.error(error instanceof ApiError ? error.message : t('failed'));
      // Confirmed on another device, or cancelled meanwhile: show what the order is now.
      void client.invalidateQueries({ queryKey: orderKey(order.orderNumber) });
    },
  });
  if (order.codConfirmation === 'EXPIRED') {
    return (
      <p role="status" className="rounded-2xl bg-spice-50 p-4 text-sm text-spice-700" data-testid="cod-expired">
        {t('expired')}
      </p>
    );
  }
  if (order.codConfirmation !== 'PENDING' || order.status !== 'CONFIRMED' || !order.codConfirmBy) return null;
  return (
    <section
      aria-labelledby="cod-confirm"
      className="rounded-2xl bg-honey-50 p-4 ring-1 ring-honey-300 sm:flex sm:items-center sm:justify-between sm:gap-4"
      data-testid="cod-confirm"
    >
      <p id="cod-confirm" className="text-sm text-leaf-950">
        {t.rich('panel', {
          when: formatIstDateTime(order.codConfirmBy, locale),
          strong: (chunks) => <strong>{chunks}</strong>,
          at: (chunks) => <time dateTime={order.codConfirmBy!}>{chunks}</time>,
        })}
      </p>
      <button
        type="button"
        className="btn btn-primary mt-3 h-11 w-full shrink-0 sm:mt-0 sm:w-auto"
        disabled={confirm.isPending}
        aria-busy={confirm.isPending}
        onClick={() => confirm.mutate()}
      >
        {confirm.isPending ? t('confirming') : t('confirm')}
      </button>
    </section>
  );
}
