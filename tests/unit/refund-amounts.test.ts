import { subOrderPaidPaise } from '@/lib/commerce/payable';
import { chooseRefundPaise, refundablePaise } from '@/lib/refunds/amounts';

describe('refund amount rules', () => {
  const order = { shippingPaise: 59_00, handlingPaise: 49_00 };
  it('order-level charges belong to the first sub-order, so all parts together are the order total', () => {
    expect(subOrderPaidPaise(798_00, true, order)).toBe(906_00);
    expect(subOrderPaidPaise(350_00, false, order)).toBe(350_00);
  });
  it('counts every refund that has not failed (an UNKNOWN one may still go through)', () => {
    const refunds = [
      { amountPaise: 100_00, status: 'PROCESSED' as const },
      { amountPaise: 50_00, status: 'UNKNOWN' as const },
      { amountPaise: 25_00, status: 'PENDING' as const },
      { amountPaise: 500_00, status: 'FAILED' as const },
    ];
    expect(refundablePaise(906_00, refunds)).toBe(731_00);
    expect(refundablePaise(100_00, [{ amountPaise: 100_00, status: 'PROCESSED' }])).toBe(0);
  });
  it('no amount means all that is left; more than that is refused (400); nothing left is 409', () => {
    expect(chooseRefundPaise(undefined, 731_00)).toBe(731_00);
    expect(chooseRefundPaise(731_00, 731_00)).toBe(731_00);
    expect(() => chooseRefundPaise(731_01, 731_00)).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => chooseRefundPaise(1, 0)).toThrow(expect.objectContaining({ status: 409 }));
    expect(() => chooseRefundPaise(0, 10)).toThrow(expect.objectContaining({ status: 400 }));
  });
});
