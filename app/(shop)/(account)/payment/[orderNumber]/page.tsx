import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PaymentCard } from '@/components/payments/PaymentCard';
import { PaymentHistory } from '@/components/payments/PaymentHistory';
import { PaymentOrderSummary } from '@/components/payments/PaymentOrderSummary';
import { PayPanel } from '@/components/payments/PayPanel';
import { requirePageUser } from '@/lib/auth/page';
import { getUserOrder, type OrderJson } from '@/lib/commerce/orders';
import { canSwitchToPrepaid, payNowAmount } from '@/lib/commerce/payable';
import { orderIn } from '@/lib/commerce/item-names';

export const dynamic = 'force-dynamic';
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Payment');
  return { title: t('metaTitle'), robots: { index: false } };
}

/**
 * /payment/{orderNumber}: pay a PENDING prepaid order, or a COD order before it ships instead of on
 * delivery, and see every attempt on it (docs/payments.md).
 */
export default async function PaymentPage({ params }: { params: Promise<{ orderNumber: string }> }) {
  const { orderNumber } = await params;
  const user = await requirePageUser(`/payment/${encodeURIComponent(orderNumber)}`);
  const t = await getTranslations('Payment');
  let order: OrderJson | null = null;
  try {
    const found = await getUserOrder(user.id, orderNumber);
    order = found && (await orderIn(found, (await getLocale()) as Locale));
  } catch (error) {
    console.error('[payment page] order load failed:', error);
  }

  return (
    <div className="container-shop max-w-3xl space-y-6 py-8 sm:py-12">
      <h1 className="text-3xl font-semibold text-leaf-950">{t('heading')}</h1>
      {!order ? (
        <p role="alert" className="rounded-2xl border border-spice-50 bg-white p-5 text-spice-600">
          {t('orderLoadFailed')}
        </p>
      ) : (
        <ClientMessages only={['Payment']}>
          <PaymentOrderSummary order={order} />
          <PaymentCard aria-label={t('payLabel')}>
            <PayPanel
              orderNumber={order.orderNumber}
              status={order.status}
              paymentType={order.paymentType}
              paymentMethod={order.paymentMethod}
              {...(canSwitchToPrepaid(order)
                ? { amount: payNowAmount(order), saving: order.handlingCharge }
                : { amount: order.totalAmount })}
            />
          </PaymentCard>
          <PaymentCard aria-labelledby="payment-history-heading">
            <h2 id="payment-history-heading" className="mb-2 text-xl font-semibold text-leaf-900">
              {t('historyHeading')}
            </h2>
            <PaymentHistory orderNumber={order.orderNumber} />
          </PaymentCard>
        </ClientMessages>
      )}
    </div>
  );
}
