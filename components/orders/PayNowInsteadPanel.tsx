import { useTranslations } from 'next-intl';
import type { OrderJson } from '@/lib/commerce/orders';
import { canSwitchToPrepaid, payNowAmount } from '@/lib/commerce/payable';
import { Link } from '@/lib/i18n/navigation';
import { formatRupees } from '@/lib/money';

/** "Pay now instead" (design §13): until a COD order ships, paying online saves its COD charge. */
export function PayNowInsteadPanel({ order }: { order: OrderJson }) {
  const t = useTranslations('Orders.payInstead');
  if (!canSwitchToPrepaid(order)) return null;
  return (
    <section
      aria-label={t('label')}
      className="flex flex-wrap items-center justify-between gap-3 rounded-3xl border border-line bg-sand-50 p-5"
    >
      <p className="text-sm text-leaf-900">
        {t('text', { amount: formatRupees(payNowAmount(order)), charge: formatRupees(order.handlingCharge) })}
      </p>
      <Link href={`/payment/${order.orderNumber}`} className="btn btn-accent h-10">
        {t('button')}
      </Link>
    </section>
  );
}
