import { moneyBack, paymentStatusLabel } from '@/lib/commerce/payment-status';
import { historyActorLabel } from '@/lib/commerce/history-actor';

const paid = { paid: true, failed: false, amount: 1207 };

describe('the payment status label the shopper and the staff read', () => {
  it('says Paid only while nothing went back', () => {
    expect(paymentStatusLabel({ ...paid, refunds: [] })).toBe('Paid');
    expect(paymentStatusLabel({ ...paid, refunds: [{ amount: 1207, status: 'FAILED' }] })).toBe('Paid');
    expect(paymentStatusLabel({ ...paid, refundRequired: true, refunds: [] })).toBe('Paid — to be refunded');
  });
  it('a processed refund of part is "Partly refunded"; of all, "Refunded" (several refunds add up)', () => {
    expect(paymentStatusLabel({ ...paid, refunds: [{ amount: 350, status: 'PROCESSED' }] })).toBe('Partly refunded');
    expect(
      paymentStatusLabel({
        ...paid,
        refunds: [
          { amount: 857, status: 'PROCESSED' },
          { amount: 350, status: 'PROCESSED' },
        ],
      }),
    ).toBe('Refunded');
    expect(
      paymentStatusLabel({
        paid: true,
        failed: false,
        amount: 0.3,
        refunds: [
          { amount: 0.1, status: 'PROCESSED' },
          { amount: 0.2, status: 'PROCESSED' },
        ],
      }),
    ).toBe('Refunded');
  });
  it('a refund still on its way is said so, not counted as given back', () => {
    expect(paymentStatusLabel({ ...paid, refunds: [{ amount: 350, status: 'PENDING' }] })).toBe(
      'Paid — refund in progress',
    );
    expect(paymentStatusLabel({ ...paid, refunds: [{ amount: 350, status: 'UNKNOWN' }] })).toBe(
      'Paid — refund in progress',
    );
  });
  it('an unpaid attempt is Failed or Not completed', () => {
    expect(paymentStatusLabel({ paid: false, failed: true, amount: 10, refunds: [] })).toBe('Failed');
    expect(paymentStatusLabel({ paid: false, failed: false, amount: 10, refunds: [] })).toBe('Not completed');
  });
  it('sums what went back, what was kept and what is pending, to the paisa', () => {
    expect(
      moneyBack(1207, [
        { amount: 350, status: 'PROCESSED' },
        { amount: 100.5, status: 'PENDING' },
        { amount: 9, status: 'FAILED' },
      ]),
    ).toEqual({
      paid: 1207,
      refunded: 350,
      kept: 857,
      pending: 100.5,
    });
  });
});

describe('who moved an order, as the history names it', () => {
  it('names the admin and the seller member behind a back-office move', () => {
    expect(historyActorLabel('seller', { name: 'Ada Admin', role: 'ADMIN', sellerName: null })).toBe(
      'Ada Admin (admin)',
    );
    expect(
      historyActorLabel('seller', { name: 'Member A', role: 'SELLER', sellerName: 'Organic Tattva Naturals' }),
    ).toBe('Member A (Organic Tattva Naturals)');
  });
  it('keeps customer, payment and system as they are, and "seller" once the account is gone', () => {
    expect(historyActorLabel('customer', { name: 'Kavya', role: 'CUSTOMER', sellerName: null })).toBe('customer');
    expect(historyActorLabel('payment', null)).toBe('payment');
    expect(historyActorLabel('system', null)).toBe('system');
    expect(historyActorLabel('seller', null)).toBe('seller');
  });
});
