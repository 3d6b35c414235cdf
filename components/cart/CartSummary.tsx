import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { ReactNode } from 'react';
import { Totals } from '@/components/ui/Totals';
import type { PriceBreakdown, PricingRates } from '@/lib/commerce/pricing';
import { useTotalsWords } from './useTotalsWords';

/**
 * Subtotal, the offers, the delivery the checkout will actually charge (never "FREE" when ₹59
 * applies: docs/decisions.md) and total; checkout blocked while anything is out of stock, since the
 * order would be refused for it. `children`: the coupon field and the offers, under the totals.
 */
export function CartSummary({
  breakdown,
  rates,
  unavailable,
  busy,
  onCheckout,
  updating = false,
  note,
  children,
}: {
  breakdown: PriceBreakdown;
  rates: PricingRates;
  unavailable: number;
  busy: boolean;
  onCheckout: () => void;
  /** the totals are being priced again (the previous ones stay shown) */
  updating?: boolean;
  /** said under the totals (the prices could not be checked with offers) */
  note?: string;
  children?: ReactNode;
}) {
  const t = useTranslations('Cart');
  const totals = useTotalsWords();
  const blocked = unavailable > 0;
  return (
    <aside className="h-fit rounded-3xl border border-line bg-white p-6" aria-label={t('summary.label')}>
      <div className="flex items-baseline justify-between">
        <h2 className="font-serif text-xl font-semibold text-leaf-950">{t('summary.heading')}</h2>
        <PricingState updating={updating} />
      </div>
      <div className="mt-4" aria-busy={updating}>
        <Totals
          breakdown={breakdown}
          itemised={false}
          deliveryNote={totals.deliveryNote(breakdown, rates)}
          testId="cart"
        />
      </div>
      {note && <p className="mt-3 text-xs text-muted">{note}</p>}
      {children && <div className="mt-5 space-y-4">{children}</div>}
      {blocked && (
        <div role="alert" className="mt-4 rounded-2xl bg-spice-50 p-3 text-sm text-spice-700">
          <p className="font-semibold">{t('summary.outOfStock', { count: unavailable })}</p>
          <p>{t('summary.removeToProceed')}</p>
        </div>
      )}
      <button
        type="button"
        onClick={onCheckout}
        disabled={busy || blocked}
        className="btn btn-primary mt-5 h-12 w-full"
      >
        {blocked ? t('summary.blocked') : t('summary.proceed')}
      </button>
      <Link href="/products" className="btn btn-outline mt-3 h-12 w-full">
        {t('continueShopping')}
      </Link>
    </aside>
  );
}

/** A quiet "Updating…" while the totals are priced again; the live region stays so the change is read out. */
export function PricingState({ updating }: { updating: boolean }) {
  const t = useTranslations('Cart.summary');
  return (
    <span role="status" className="text-xs text-muted">
      {updating ? t('updating') : ''}
    </span>
  );
}
