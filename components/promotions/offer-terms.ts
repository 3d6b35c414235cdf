import { rupeesToPaise } from '@/lib/money';
import type { AdminPromotion } from '@/lib/offers/admin-promotions';
import { benefitOf } from '@/lib/offers/terms';

/** The list's Offer column in the shopper's own words (lib/offers/terms.ts), from the rupees the admin API answers. */
export function offerTerms(p: Pick<AdminPromotion, 'kind' | 'value' | 'maxDiscount'>): string {
  return benefitOf({
    kind: p.kind,
    value: p.kind === 'FLAT' ? rupeesToPaise(p.value ?? 0) : (p.value ?? 0),
    maxDiscountPaise: p.maxDiscount === null ? null : rupeesToPaise(p.maxDiscount),
  });
}
