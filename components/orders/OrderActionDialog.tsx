'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Modal } from '@/components/ui/Modal';
import { ApiError } from '@/lib/api-client/fetch';
import { ordersApi } from '@/lib/api-client/orders';
import { ORDERS_KEY, orderKey } from '@/components/query-keys';

type Props = {
  orderNumber: string;
  label: string;
  /** the confirming button: 'Yes, cancel order' */
  confirm: string;
  title: string;
  explain: string;
  path: 'cancel' | 'return';
  extra?: Record<string, string>;
  reasonRequired?: boolean;
  done: string;
};

/** A button that asks first (with a reason), then calls the order action and shows what happened. */
export function OrderActionDialog({
  orderNumber,
  label,
  confirm,
  title,
  explain,
  path,
  extra,
  reasonRequired,
  done,
}: Props) {
  const t = useTranslations('Orders.dialog');
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const client = useQueryClient();
  const action = useMutation({
    mutationFn: () => {
      const body = { ...extra, ...(reason.trim() ? { reason: reason.trim() } : {}) };
      // A return's sub-order comes in `extra` and its reason is required above; the server's schema has the last word.
      return path === 'cancel'
        ? ordersApi.cancel(orderNumber, body)
        : ordersApi.requestReturn(orderNumber, body as Parameters<typeof ordersApi.requestReturn>[1]);
    },
  });
  // The page learns the new order only once the result is closed: the moved order no longer offers
  // this action, so updating it earlier would unmount this dialog before its result is read.
  function close() {
    setOpen(false);
    if (!action.data) return;
    client.setQueryData(orderKey(orderNumber), action.data);
    void client.invalidateQueries({ queryKey: ORDERS_KEY });
  }
  const error = action.error instanceof ApiError ? action.error.message : action.error ? t('failed') : null;
  return (
    <>
      <button type="button" className="btn btn-outline h-10" onClick={() => (action.reset(), setOpen(true))}>
        {label}
      </button>
      <Modal open={open} onClose={close} title={title}>
        {action.isSuccess ? (
          <div className="space-y-4">
            <p role="status">{done}</p>
            <button type="button" className="btn btn-primary h-11 w-full" onClick={close}>
              {t('close')}
            </button>
          </div>
        ) : (
          <form className="space-y-4" onSubmit={(e) => (e.preventDefault(), action.mutate())}>
            <p className="text-muted">{explain}</p>
            <label className="block text-sm font-medium">
              {reasonRequired ? t('reason') : t('reasonOptional')}
              <textarea
                className="field mt-1 min-h-20 w-full"
                value={reason}
                maxLength={300}
                required={reasonRequired}
                minLength={reasonRequired ? 3 : undefined}
                onChange={(e) => setReason(e.target.value)}
              />
            </label>
            {error && (
              <p role="alert" className="text-sm text-red-700">
                {error}
              </p>
            )}
            {/* Stacked on a phone: side by side, "Yes, cancel order" does not fit a 360 px dialog. */}
            <div className="flex flex-col-reverse gap-3 sm:flex-row">
              <button type="button" className="btn btn-outline h-11 sm:flex-1" onClick={() => setOpen(false)}>
                {t('goBack')}
              </button>
              <button type="submit" className="btn btn-accent h-11 sm:flex-1" disabled={action.isPending}>
                {action.isPending ? t('wait') : confirm}
              </button>
            </div>
          </form>
        )}
      </Modal>
    </>
  );
}
