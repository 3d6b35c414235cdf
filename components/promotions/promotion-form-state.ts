import type { z } from 'zod';
import type { AdminPromotion } from '@/lib/offers/admin-promotions';
import { istInputOf } from '@/lib/offers/ist-input';
import type { promotionCreateSchema } from '@/lib/offers/promotion-schemas';
import type { OfferKind, OfferScope } from '@/lib/offers/types';
import { hindiInitial, hindiPayload, type HindiState } from '../admin/hindi/hindi-state';

/** The offer's words a Hindi shopper reads (its terms are worded by the shop). */
export const PROMOTION_HINDI = ['title'] as const;

export const KIND_CHOICES: { value: OfferKind; label: string }[] = [
  { value: 'PERCENT', label: 'Percentage off' },
  { value: 'FLAT', label: 'Flat amount off' },
  { value: 'FREE_SHIPPING', label: 'Free shipping' },
];

/** A seller's member scopes only to its own products, so "sellers" is the operator's alone. */
export function scopeChoices(isAdmin: boolean): { value: OfferScope; label: string }[] {
  return [
    { value: 'ALL', label: isAdmin ? 'Everything in the shop' : 'All my products' },
    { value: 'CATEGORIES', label: 'Some categories' },
    { value: 'PRODUCTS', label: 'Some products' },
    ...(isAdmin ? [{ value: 'SELLERS' as const, label: 'Some sellers' }] : []),
  ];
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form's fields as typed text and ticks, from the saved promotion or a new one's defaults. */
export function initialPromotionForm(p?: AdminPromotion) {
  return {
    code: p?.code ?? '',
    title: p?.title ?? '',
    kind: p?.kind ?? 'PERCENT',
    value: text(p?.value),
    maxDiscount: text(p?.maxDiscount),
    minOrderValue: p?.minOrderValue ? String(p.minOrderValue) : '',
    scope: p?.scope ?? 'ALL',
    perCustomerLimit: p ? text(p.perCustomerLimit) : '1',
    totalLimit: text(p?.totalLimit),
    startsAt: istInputOf(p?.startsAt ?? new Date()),
    endsAt: istInputOf(p?.endsAt),
    prepaidOnly: p?.prepaidOnly ?? false,
    firstOrderOnly: p?.firstOrderOnly ?? false,
    advertised: p?.advertised ?? false,
    combinable: p?.combinable ?? false,
    ...hindiInitial(PROMOTION_HINDI, p?.translations),
  };
}
export type PromotionFormState = ReturnType<typeof initialPromotionForm>;

/** What the form sends: dates as the IST wall clock typed, no value for free shipping, no cap but on a percentage. */
export function promotionPayload(
  s: PromotionFormState & HindiState<(typeof PROMOTION_HINDI)[number]>,
  scopeIds: readonly number[],
): z.input<typeof promotionCreateSchema> {
  return {
    code: s.code,
    title: s.title,
    kind: s.kind as OfferKind,
    value: s.kind === 'FREE_SHIPPING' ? null : s.value,
    maxDiscount: s.kind === 'PERCENT' ? s.maxDiscount : null,
    minOrderValue: s.minOrderValue,
    scope: s.scope as OfferScope,
    scopeIds: s.scope === 'ALL' ? [] : [...scopeIds],
    perCustomerLimit: s.perCustomerLimit,
    totalLimit: s.totalLimit,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    prepaidOnly: s.prepaidOnly,
    firstOrderOnly: s.firstOrderOnly,
    advertised: s.advertised,
    combinable: s.combinable,
    ...hindiPayload(PROMOTION_HINDI, s),
  };
}
