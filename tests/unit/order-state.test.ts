import { ORDER_STATUSES } from '@/lib/db/schema';
import { canActorTransition, canTransition, nextStatuses, type OrderStatus } from '@/lib/commerce/order-state';

/** Every move of the machine (docs/decisions.md, "Orders"), written out independently of the module. */
const ALLOWED: [OrderStatus, OrderStatus][] = [
  ['PENDING', 'CONFIRMED'],
  ['PENDING', 'CANCELLED'],
  ['CONFIRMED', 'PROCESSING'],
  ['CONFIRMED', 'CANCELLED'],
  ['PROCESSING', 'SHIPPED'],
  ['PROCESSING', 'CANCELLED'],
  ['SHIPPED', 'DELIVERED'],
  ['SHIPPED', 'RETURNED'],
  ['DELIVERED', 'RETURN_REQUESTED'],
  ['RETURN_REQUESTED', 'RETURNED'],
  ['RETURNED', 'REFUNDED'],
];
const isAllowed = (from: string, to: string) => ALLOWED.some(([f, t]) => f === from && t === to);

const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const));

describe('order state machine', () => {
  it.each(pairs.filter(([f, t]) => isAllowed(f, t)))('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
  });

  it.each(pairs.filter(([f, t]) => !isAllowed(f, t)))('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
  });

  it('refuses unknown statuses, including the history filter word COMPLETED', () => {
    expect(canTransition('DELIVERED', 'COMPLETED')).toBe(false);
    expect(canTransition('COMPLETED', 'RETURN_REQUESTED')).toBe(false);
    expect(canTransition('pending', 'confirmed')).toBe(false);
  });

  it('ends at CANCELLED and REFUNDED', () => {
    expect(nextStatuses('CANCELLED')).toEqual([]);
    expect(nextStatuses('REFUNDED')).toEqual([]);
  });

  it('lets a payment confirm an unpaid order and nothing else before delivery', () => {
    expect(canActorTransition('PENDING', 'CONFIRMED', 'payment')).toBe(true);
    expect(canActorTransition('PENDING', 'CANCELLED', 'payment')).toBe(false);
    expect(canActorTransition('CONFIRMED', 'PROCESSING', 'payment')).toBe(false);
  });

  it('lets the shopper cancel before dispatch and ask for a return after delivery, not confirm or ship', () => {
    expect(canActorTransition('PENDING', 'CANCELLED', 'customer')).toBe(true);
    expect(canActorTransition('CONFIRMED', 'CANCELLED', 'customer')).toBe(true);
    expect(canActorTransition('PROCESSING', 'CANCELLED', 'customer')).toBe(true);
    expect(canActorTransition('DELIVERED', 'RETURN_REQUESTED', 'customer')).toBe(true);
    expect(canActorTransition('PENDING', 'CONFIRMED', 'customer')).toBe(false);
    expect(canActorTransition('PROCESSING', 'SHIPPED', 'customer')).toBe(false);
    expect(canActorTransition('RETURNED', 'REFUNDED', 'customer')).toBe(false);
  });

  it('lets the sweeps cancel an unpaid order and a confirmed (unconfirmed COD) one, nothing being packed', () => {
    expect(canActorTransition('PENDING', 'CANCELLED', 'system')).toBe(true);
    expect(canActorTransition('CONFIRMED', 'CANCELLED', 'system')).toBe(true);
    expect(canActorTransition('PROCESSING', 'CANCELLED', 'system')).toBe(false);
  });

  it('lets the seller make every move of the machine', () => {
    for (const [from, to] of ALLOWED) expect(canActorTransition(from, to, 'seller')).toBe(true);
  });

  it('gives no actor a move the machine lacks', () => {
    for (const [from, to] of pairs.filter(([f, t]) => !isAllowed(f, t))) {
      for (const actor of ['customer', 'system', 'payment', 'seller'] as const) {
        expect(canActorTransition(from, to, actor)).toBe(false);
      }
    }
  });
});
