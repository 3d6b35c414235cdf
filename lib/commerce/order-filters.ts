/**
 * The order history's filter and sort. "Completed" is DELIVERED: the last status of an order
 * that went well (a return starts after it).
 */
export const ORDER_FILTERS = [
  { value: 'ALL', label: 'All Orders', statuses: null },
  { value: 'PENDING', label: 'Pending', statuses: ['PENDING'] },
  { value: 'SHIPPED', label: 'Shipped', statuses: ['SHIPPED'] },
  { value: 'COMPLETED', label: 'Completed', statuses: ['DELIVERED'] },
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number]['value'];
export type OrderSort = 'newest' | 'oldest';

type Listed = { status: string; createdAt: string; id: number };

export function filterAndSortOrders<T extends Listed>(orders: readonly T[], filter: OrderFilter, sort: OrderSort): T[] {
  const rule = ORDER_FILTERS.find((f) => f.value === filter)?.statuses ?? null;
  const kept = rule ? orders.filter((o) => (rule as readonly string[]).includes(o.status)) : [...orders];
  const sign = sort === 'newest' ? -1 : 1;
  return kept.sort((a, b) => sign * (Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.id - b.id));
}

/** 'No orders yet' for the whole list, 'No {status} orders' for a filter. */
export function emptyOrdersText(filter: OrderFilter): string {
  if (filter === 'ALL') return 'No orders yet';
  return `No ${ORDER_FILTERS.find((f) => f.value === filter)!.label.toLowerCase()} orders`;
}
