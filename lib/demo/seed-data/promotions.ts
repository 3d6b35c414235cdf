/**
 * The demo store's offers (design §11), so every offer message can be seen: a welcome code, an
 * automatic prepaid offer, an expired code and a used-up one. Dates are relative to the seeding
 * moment, so a fresh demo always has them running (or ended) as described.
 */
import type { promotions } from '../../db/schema';
import { promotionHindi } from './hindi';

const DAY = 86_400_000;

export function demoPromotions(now: Date): (typeof promotions.$inferInsert)[] {
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const ahead = (days: number) => new Date(now.getTime() + days * DAY);
  const offers: (typeof promotions.$inferInsert)[] = [
    {
      code: 'WELCOME10',
      title: 'Welcome offer',
      kind: 'PERCENT',
      value: 10,
      maxDiscountPaise: 15_000,
      firstOrderOnly: true,
      perCustomerLimit: 1,
      combinable: true,
      advertised: true,
      startsAt: ago(30),
    },
    {
      code: null,
      title: 'Prepaid offer',
      kind: 'PERCENT',
      value: 5,
      // Only bigger baskets: an everyday order is priced as it always was.
      minOrderPaise: 99_900,
      prepaidOnly: true,
      perCustomerLimit: null,
      combinable: true,
      advertised: true,
      startsAt: ago(30),
    },
    {
      code: 'MONSOON15',
      title: 'Monsoon sale',
      kind: 'PERCENT',
      value: 15,
      maxDiscountPaise: 20_000,
      startsAt: ago(60),
      endsAt: ago(5),
    },
    {
      code: 'FESTIVE50',
      title: 'Festive ₹50 off',
      kind: 'FLAT',
      value: 5_000,
      minOrderPaise: 49_900,
      totalLimit: 100,
      redemptions: 100,
      startsAt: ago(20),
      endsAt: ahead(10),
    },
  ];
  return offers.map((o) => ({ ...o, translations: promotionHindi(o) }));
}
