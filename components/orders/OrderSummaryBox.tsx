import { useTranslations } from 'next-intl';
import { Totals } from '@/components/ui/Totals';
import { chargedBreakdown } from '@/lib/commerce/pricing';
import type { OrderJson } from '@/lib/commerce/orders';

/** What the order cost, as charged (the amounts stored when it was placed). */
export function OrderSummaryBox({ order }: { order: OrderJson }) {
  const t = useTranslations('Orders.detail');
  return (
    <section
      className="rounded-3xl border border-line bg-white p-5"
      aria-labelledby="summary-heading"
      data-testid="order-summary"
    >
      <h2 id="summary-heading" className="font-serif text-lg font-semibold text-leaf-950">
        {t('summary')}
      </h2>
      <div className="mt-3">
        <Totals breakdown={chargedBreakdown(order)} itemised testId="order" />
      </div>
    </section>
  );
}
