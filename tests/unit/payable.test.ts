import {
  ALREADY_PAID,
  ALREADY_SHIPPED,
  CANCELLED_UNPAYABLE,
  PARTLY_CANCELLED,
  canPayNow,
  canSwitchToPrepaid,
  notPayableReason,
  notSwitchableReason,
  payNowPaise,
} from '@/lib/commerce/payable';

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

/** "Pay now instead" (design §13): a COD order may switch to paying online until any of it ships. */
describe('can a cash-on-delivery order switch to paying now', () => {
  const cod = (status: string, ...subs: string[]) => ({
    status,
    paymentType: 'POSTPAID',
    subOrders: subs.map((s) => ({ status: s })),
  });

  it('while every part is confirmed or being packed', () => {
    expect(canSwitchToPrepaid(cod('CONFIRMED', 'CONFIRMED', 'CONFIRMED'))).toBe(true);
    expect(canSwitchToPrepaid(cod('PROCESSING', 'PROCESSING', 'CONFIRMED'))).toBe(true);
  });

  it('not once a part has shipped, was delivered or was cancelled', () => {
    expect(notSwitchableReason(cod('PROCESSING', 'SHIPPED', 'CONFIRMED'))).toBe(ALREADY_SHIPPED);
    expect(notSwitchableReason(cod('DELIVERED', 'DELIVERED'))).toBe(ALREADY_SHIPPED);
    expect(notSwitchableReason(cod('CONFIRMED', 'CANCELLED', 'CONFIRMED'))).toBe(PARTLY_CANCELLED);
    expect(notSwitchableReason(cod('CANCELLED', 'CANCELLED'))).toBe(CANCELLED_UNPAYABLE);
  });

  it('not for an order paid online, waiting for its payment or already switched', () => {
    const prepaid = (status: string) => ({ status, paymentType: 'PREPAID', subOrders: [{ status }] });
    expect(notSwitchableReason(prepaid('PENDING'))).toBe('This order is paid online, not on delivery.');
    expect(notSwitchableReason(prepaid('CONFIRMED'))).toBe(ALREADY_PAID);
  });

  it('costs the total without the COD handling charge', () => {
    expect(payNowPaise({ totalPaise: 125_600, handlingPaise: 4_900 })).toBe(120_700);
  });
});
