/**
 * An offer's terms as a shopper reads them ("10% off up to ₹150 on your first order · Min. order
 * ₹499 · Ends 30 Nov"): the product page, the cart's Offers box and the public promotions list.
 * Pure, so every place words an offer the same way; the words come in a language (English by
 * default, the back office's; a shop page's from its messages, lib/offers/public.ts).
 */
import { inIst, shortMonth } from '../format/ist';
import { rupeesPlain } from '../money';
import type { AppliedOffer, Promotion } from './types';

type Benefit = Pick<Promotion, 'kind' | 'value' | 'maxDiscountPaise'>;
type Terms = Pick<
  Promotion,
  'kind' | 'value' | 'maxDiscountPaise' | 'minOrderPaise' | 'prepaidOnly' | 'firstOrderOnly' | 'endsAt'
>;

/** The pieces terms are made of, in one language; amounts arrive already written ("₹150"). */
export type TermsWords = {
  freeDelivery: string;
  flatOff: (amount: string) => string;
  percentOff: (percent: number) => string;
  percentOffUpTo: (percent: number, cap: string) => string;
  /** the benefit and who gets it ("on your first order", "when you pay by UPI or card") */
  headline: (benefit: string, firstOrder: boolean, prepaid: boolean) => string;
  minOrder: (amount: string) => string;
  /** the last day, in IST: its day of the month and month (0–11) */
  ends: (day: number, month: number) => string;
};

const ENGLISH: TermsWords = {
  freeDelivery: 'Free delivery',
  flatOff: (amount) => `${amount} off`,
  percentOff: (percent) => `${percent}% off`,
  percentOffUpTo: (percent, cap) => `${percent}% off up to ${cap}`,
  headline: (benefit, firstOrder, prepaid) =>
    [benefit, firstOrder && 'on your first order', prepaid && 'when you pay by UPI or card'].filter(Boolean).join(' '),
  minOrder: (amount) => `Min. order ${amount}`,
  ends: (day, month) => `Ends ${day} ${shortMonth(month)}`,
};

/** What it takes off, with its cap: "10% off up to ₹150", "₹50 off", "Free delivery" (the back office's list too). */
export function benefitOf(p: Benefit, words: TermsWords = ENGLISH): string {
  if (p.kind === 'FREE_SHIPPING') return words.freeDelivery;
  if (p.kind === 'FLAT') return words.flatOff(rupeesPlain(p.value));
  return p.maxDiscountPaise !== null
    ? words.percentOffUpTo(p.value, rupeesPlain(p.maxDiscountPaise))
    : words.percentOff(p.value);
}

/** "Ends 30 Nov" in IST; the end is exclusive, so an offer ending at midnight ends the day before. */
function endsLabel(endsAt: Date, words: TermsWords): string {
  const d = inIst(new Date(endsAt.getTime() - 1));
  return words.ends(d.getUTCDate(), d.getUTCMonth());
}

export function termsOf(p: Terms, words: TermsWords = ENGLISH): string {
  return [
    words.headline(benefitOf(p, words), p.firstOrderOnly, p.prepaidOnly),
    p.minOrderPaise > 0 && words.minOrder(rupeesPlain(p.minOrderPaise)),
    p.endsAt && endsLabel(p.endsAt, words),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** An offer on an order or a price: "WELCOME10 · Welcome offer"; an automatic offer by its title alone. */
export const offerLabel = (o: Pick<AppliedOffer, 'code' | 'title'>) => (o.code ? `${o.code} · ${o.title}` : o.title);
