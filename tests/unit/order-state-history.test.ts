import { emptyOrdersText, filterAndSortOrders } from '@/lib/commerce/order-filters';

const order = (id: number, status: string, createdAt: string) => ({ id, status, createdAt, paymentType: 'PREPAID' });
const orders = [
  order(1, 'DELIVERED', '2026-01-05T10:00:00Z'),
  order(2, 'PENDING', '2026-03-01T09:30:00Z'),
  order(3, 'SHIPPED', '2026-02-14T18:00:00Z'),
  order(4, 'CANCELLED', '2026-02-20T08:00:00Z'),
];

describe('order history filter and sort', () => {
  it('shows every order newest first by default', () => {
    expect(filterAndSortOrders(orders, 'ALL', 'newest').map((o) => o.id)).toEqual([2, 4, 3, 1]);
  });

  it('turns to oldest first', () => {
    expect(filterAndSortOrders(orders, 'ALL', 'oldest').map((o) => o.id)).toEqual([1, 3, 4, 2]);
  });

  it('filters Pending, Shipped, and Completed (= DELIVERED)', () => {
    expect(filterAndSortOrders(orders, 'PENDING', 'newest').map((o) => o.id)).toEqual([2]);
    expect(filterAndSortOrders(orders, 'SHIPPED', 'newest').map((o) => o.id)).toEqual([3]);
    expect(filterAndSortOrders(orders, 'COMPLETED', 'newest').map((o) => o.id)).toEqual([1]);
  });

  it('uses the spec empty texts', () => {
    expect(emptyOrdersText('ALL')).toBe('No orders yet');
    expect(emptyOrdersText('PENDING')).toBe('No pending orders');
    expect(emptyOrdersText('COMPLETED')).toBe('No completed orders');
  });
});
