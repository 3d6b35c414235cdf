/**
 * Which offers an order takes and how they split over its lines (design §11). One code per order;
 * the automatic offer that saves most applies by itself; a code and an automatic offer combine only
 * when both are `combinable` — otherwise the code the shopper typed is the one that applies.
 * Line offers come first (the code, then the automatic one on what is left); a FREE_SHIPPING offer
 * waives the delivery fee that the amount after all line offers would still pay.
 */
import type { PaymentMethod } from '../commerce/pricing';
import { apportion } from './apportion';
import { isEligible, lineDiscountOf, refusalOf, type OfferSituation } from './evaluate';
import { OFFER_MESSAGES } from './messages';
import type { AppliedOffer, CodeVerdict, OfferInput, OfferLineFacts, Promotion } from './types';

/** A line as offers see it: its facts and what it costs at its selling price. */
export type OfferLine = Partial<OfferLineFacts> & { amountPaise: number };

export type OffersOutcome = {
  /** per line: what the offers took off it, in paise */
  lineOfferPaise: number[];
  /** line offers first, FREE_SHIPPING last (its amount: the fee it waived) */
  applied: AppliedOffer[];
  freeShipping: boolean;
  verdict: CodeVerdict | null;
};

export const normaliseCode = (code: string | null | undefined): string | null => code?.trim().toUpperCase() || null;

/** `feeFor(itemsPaise)`: the delivery fee an order whose goods cost that much would pay (the shop's rule). */
export function applyOffers(
  lines: readonly OfferLine[],
  method: PaymentMethod | null,
  input: OfferInput,
  feeFor: (itemsPaise: number) => number,
): OffersOutcome {
  const at: OfferSituation = { method, shopper: input.shopper, now: input.now };
  const net = lines.map((l) => l.amountPaise);
  const outcome: OffersOutcome = { lineOfferPaise: net.map(() => 0), applied: [], freeShipping: false, verdict: null };
  const eligibleBase = (p: Promotion) => lines.reduce((sum, l) => sum + (isEligible(p, l) ? l.amountPaise : 0), 0);
  const eligibleNet = (p: Promotion) => lines.reduce((sum, l, i) => sum + (isEligible(p, l) ? net[i] : 0), 0);
  const feeNow = () => feeFor(net.reduce((sum, n) => sum + n, 0));

  function take(p: Promotion, amountPaise: number) {
    if (p.kind === 'FREE_SHIPPING') outcome.freeShipping = true;
    else {
      const eligible = lines.map((l, i) => (isEligible(p, l) ? net[i] : 0));
      apportion(amountPaise, eligible).forEach((share, i) => {
        net[i] -= share;
        outcome.lineOfferPaise[i] += share;
      });
    }
    outcome.applied.push({ promotionId: p.id, code: p.code, title: p.title, kind: p.kind, amountPaise });
  }

  const typed = normaliseCode(input.code);
  let code: Promotion | null = null;
  if (typed) {
    const found = input.promotions.find((p) => p.code === typed);
    const refusal = found ? refusalOf(found, eligibleBase(found), at) : OFFER_MESSAGES.invalid;
    outcome.verdict = { code: typed, applied: !refusal, message: refusal ?? OFFER_MESSAGES.applied };
    if (found && !refusal) {
      code = found;
      take(found, lineDiscountOf(found, eligibleNet(found)));
    }
  }
  if (!code || code.combinable) {
    let best: { p: Promotion; amount: number; saves: number } | null = null;
    for (const p of input.promotions) {
      if (p.code !== null || (code && !p.combinable) || refusalOf(p, eligibleBase(p), at)) continue;
      const amount = lineDiscountOf(p, eligibleNet(p));
      // A free-delivery offer saves the fee, so it only applies where a fee would be charged.
      const saves = p.kind === 'FREE_SHIPPING' ? feeNow() : amount;
      if (saves > 0 && (!best || saves > best.saves)) best = { p, amount, saves };
    }
    if (best) take(best.p, best.amount);
  }
  // The fee a free-delivery offer waives is the one the goods would pay after every line offer.
  const waived = outcome.freeShipping ? feeNow() : 0;
  outcome.applied = outcome.applied
    .map((a) => (a.kind === 'FREE_SHIPPING' ? { ...a, amountPaise: waived } : a))
    .sort((a, b) => Number(a.kind === 'FREE_SHIPPING') - Number(b.kind === 'FREE_SHIPPING'));
  return outcome;
}
