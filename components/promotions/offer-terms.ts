import { formatRupeesShort } from '@/lib/money';
import type { AdminPromotion } from '@/lib/offers/admin-promotions';

/** What a promotion takes off, as the list says it: "10% off up to ₹150", "₹50 off", "Free shipping". */
export function offerTerms(p: Pick<AdminPromotion, 'kind' | 'value' | 'maxDiscount'>): string {
  if (p.kind === 'FREE_SHIPPING') return 'Free shipping';
  if (p.kind === 'FLAT') return `${formatRupeesShort(p.value ?? 0)} off`;
  return `${p.value}% off${p.maxDiscount ? ` up to ${formatRupeesShort(p.maxDiscount)}` : ''}`;
}
