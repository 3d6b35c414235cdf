import { deriveOrderStatus } from '@/lib/commerce/derived-status';

describe('deriveOrderStatus: the order is as far as its slowest live part', () => {
  it('is the common status when every part agrees', () => {
    expect(deriveOrderStatus(['PENDING', 'PENDING'])).toBe('PENDING');
    expect(deriveOrderStatus(['DELIVERED'])).toBe('DELIVERED');
  });
  it('one part shipped and one confirmed: PROCESSING (the shop has started on it)', () => {
    expect(deriveOrderStatus(['SHIPPED', 'CONFIRMED'])).toBe('PROCESSING');
    expect(deriveOrderStatus(['CONFIRMED', 'PROCESSING'])).toBe('PROCESSING');
  });
  it('one shipped and one delivered: SHIPPED; all delivered: DELIVERED (Completed)', () => {
    expect(deriveOrderStatus(['DELIVERED', 'SHIPPED'])).toBe('SHIPPED');
    expect(deriveOrderStatus(['DELIVERED', 'DELIVERED'])).toBe('DELIVERED');
  });
  it('cancelled parts do not hold the order back; all cancelled is CANCELLED', () => {
    expect(deriveOrderStatus(['CANCELLED', 'SHIPPED'])).toBe('SHIPPED');
    expect(deriveOrderStatus(['CANCELLED', 'CONFIRMED'])).toBe('CONFIRMED');
    expect(deriveOrderStatus(['CANCELLED', 'CANCELLED'])).toBe('CANCELLED');
  });
  it('a return on one part while the other is delivered keeps the order DELIVERED until all are returned', () => {
    expect(deriveOrderStatus(['RETURN_REQUESTED', 'DELIVERED'])).toBe('DELIVERED');
    expect(deriveOrderStatus(['RETURN_REQUESTED', 'RETURNED'])).toBe('RETURN_REQUESTED');
    expect(deriveOrderStatus(['REFUNDED', 'CANCELLED'])).toBe('REFUNDED');
  });
  it('has no answer for an order without parts', () => {
    expect(() => deriveOrderStatus([])).toThrow();
  });
});
