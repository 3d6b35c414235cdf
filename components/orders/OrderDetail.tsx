'use client';

import { Spinner } from '@/components/ui/Skeleton';
import { canPayNow } from '@/lib/commerce/payable';
import { canCancelOrder } from '@/lib/fulfilment/rules';
import { Link } from '@/lib/i18n/navigation';
import { OrderActionDialog } from './OrderActionDialog';
import { PaymentDeadline } from './PaymentDeadline';
import { ApiError } from '@/lib/api-client/fetch';
import { AddressBox } from './AddressBox';
import { CodConfirmPanel } from './CodConfirmPanel';
import { OrderSummaryBox } from './OrderSummaryBox';
import { PaymentsList } from './PaymentsList';
import { PayNowInsteadPanel } from './PayNowInsteadPanel';
import { StatusBadge } from './StatusBadge';
import { SubOrderCard } from './SubOrderCard';
import { useOrder } from './useOrders';
import { useOrderWords } from './useOrderWords';
import { formatIstDate } from '@/lib/format/ist';

const Message = ({ text }: { text: string }) => (
  <p role="alert" className="mx-auto max-w-lg rounded-3xl border border-line bg-white p-10 text-center text-muted">
    {text}
  </p>
);

/** /order: status, placed-on date, payment method, sub-orders and shipments, payments, summary, address. */
export function OrderDetail({ orderNumber }: { orderNumber: string }) {
  const words = useOrderWords();
  const { t } = words;
  const order = useOrder(orderNumber);
  if (!orderNumber) return <Message text={t('detail.noNumber')} />;
  if (order.isPending) return <Spinner label={t('detail.loading')} />;
  if (order.isError) {
    return (
      <Message
        text={
          order.error instanceof ApiError && order.error.status === 404 ? t('detail.notFound') : t('detail.loadFailed')
        }
      />
    );
  }
  const o = order.data;
  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="eyebrow">{t('detail.eyebrow')}</p>
          <h1 className="font-mono text-2xl font-semibold text-leaf-950 sm:text-3xl">{o.orderNumber}</h1>
          <p className="mt-1 text-sm text-muted">
            {t('detail.placed', {
              date: formatIstDate(o.createdAt, words.locale),
              method: words.method(o.paymentMethod),
              type: words.type(o.paymentType),
            })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <StatusBadge status={o.status} label={words.status(o.status)} large />
          {canPayNow(o) && (
            <Link href={`/payment/${o.orderNumber}`} className="btn btn-accent h-10">
              {t('detail.payNow')}
            </Link>
          )}
          {canCancelOrder(o) && (
            <OrderActionDialog
              orderNumber={o.orderNumber}
              path="cancel"
              label={t('cancel.label')}
              confirm={t('cancel.confirm')}
              title={t('cancel.title')}
              explain={t('cancel.explain')}
              done={t('cancel.done')}
            />
          )}
          {canPayNow(o) && <PaymentDeadline expiresAt={o.expiresAt} />}
        </div>
      </header>
      <CodConfirmPanel order={o} />
      <div className="grid gap-6 lg:grid-cols-[1fr_340px]">
        <div className="space-y-4">
          <PayNowInsteadPanel order={o} />
          {o.subOrders.map((sub) => (
            <SubOrderCard key={sub.id} sub={sub} orderNumber={o.orderNumber} />
          ))}
          <PaymentsList payments={o.payments} cashRefunds={o.refunds} orderTotal={o.totalAmount} />
        </div>
        <div className="space-y-4">
          <OrderSummaryBox order={o} />
          <AddressBox address={o.shippingAddress} />
          <Link href="/orders" className="btn btn-outline h-11 w-full">
            {t('detail.back')}
          </Link>
        </div>
      </div>
    </div>
  );
}
