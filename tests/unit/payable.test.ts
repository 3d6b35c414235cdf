import { canPayNow, notPayableReason } from '@/lib/commerce/payable';

/** The one "can this order be paid" rule: Pay Now buttons, the payment page and the gateway order. */
describe('can this order be paid', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  it('offers Pay Now only for an unpaid online order', () => {
    expect(canPayNow({ status: 'PENDING', paymentType: 'PREPAID' })).toBe(true);
    expect(canPayNow({ status: 'PENDING', paymentType: 'POSTPAID' })).toBe(false);
    expect(canPayNow({ status: 'CONFIRMED', paymentType: 'PREPAID' })).toBe(false);
  });

  it('says why an order cannot be paid', () => {
    expect(notPayableReason({ status: 'PENDING', paymentType: 'POSTPAID' }, now)).toBe(
      'This order is paid on delivery.',
    );
    expect(notPayableReason({ status: 'CANCELLED', paymentType: 'PREPAID' }, now)).toBe(
      'This order was cancelled and can no longer be paid.',
    );
    expect(notPayableReason({ status: 'CONFIRMED', paymentType: 'PREPAID' }, now)).toBe(
      'This order has already been paid.',
    );
    expect(notPayableReason({ status: 'DELIVERED', paymentType: 'PREPAID' }, now)).toBe(
      'This order has already been paid.',
    );
  });

  it('stops when the time to pay has run out, as a Date (server) or an ISO string (JSON)', () => {
    const past = new Date(now.getTime() - 1000);
    const future = new Date(now.getTime() + 60_000);
    expect(notPayableReason({ status: 'PENDING', paymentType: 'PREPAID', expiresAt: past }, now)).toBe(
      'The time to pay for this order has run out.',
    );
    expect(canPayNow({ status: 'PENDING', paymentType: 'PREPAID', expiresAt: past.toISOString() }, now)).toBe(false);
    expect(canPayNow({ status: 'PENDING', paymentType: 'PREPAID', expiresAt: future.toISOString() }, now)).toBe(true);
    expect(canPayNow({ status: 'PENDING', paymentType: 'PREPAID', expiresAt: null }, now)).toBe(true);
  });
});
