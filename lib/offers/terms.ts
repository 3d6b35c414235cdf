/**
 * An offer's terms as a shopper reads them ("10% off up to ₹150 on your first order · Min. order
 * ₹499 · Ends 30 Nov"): the product page, the cart's Offers box and the public promotions list.
 * Pure, so every place words an offer the same way.
 */
import { inIst, shortMonth } from '../format/ist';
import { rupeesPlain } from '../money';
import type { AppliedOffer, Promotion } from './types';

type Benefit = Pick<Promotion, 'kind' | 'value' | 'maxDiscountPaise'>;
type Terms = Pick<
  Promotion,
  'kind' | 'value' | 'maxDiscountPaise' | 'minOrderPaise' | 'prepaidOnly' | 'firstOrderOnly' | 'endsAt'
>;

/** What it takes off, with its cap: "10% off up to ₹150", "₹50 off", "Free delivery" (the back office's list too). */
export function benefitOf(p: Benefit): string {
  if (p.kind === 'FREE_SHIPPING') return 'Free delivery';
  if (p.kind === 'FLAT') return `${rupeesPlain(p.value)} off`;
  return `${p.value}% off${p.maxDiscountPaise !== null ? ` up to ${rupeesPlain(p.maxDiscountPaise)}` : ''}`;
}

/** The headline: the benefit and who gets it ("5% off when you pay by UPI or card"). */
export function headlineOf(p: Terms): string {
  const who = [p.firstOrderOnly && 'on your first order', p.prepaidOnly && 'when you pay by UPI or card'];
  return [benefitOf(p), ...who.filter(Boolean)].join(' ');
}

/** "Ends 30 Nov" in IST; the end is exclusive, so an offer ending at midnight ends the day before. */
export function endsLabel(endsAt: Date): string {
  const d = inIst(new Date(endsAt.getTime() - 1));
  return `Ends ${d.getUTCDate()} ${shortMonth(d.getUTCMonth())}`;
}

export function termsOf(p: Terms): string {
  return [
    headlineOf(p),
    p.minOrderPaise > 0 && `Min. order ${rupeesPlain(p.minOrderPaise)}`,
    p.endsAt && endsLabel(p.endsAt),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** An offer on an order or a price: "WELCOME10 · Welcome offer"; an automatic offer by its title alone. */
export const offerLabel = (o: Pick<AppliedOffer, 'code' | 'title'>) => (o.code ? `${o.code} · ${o.title}` : o.title);
