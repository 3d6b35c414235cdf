/** What the order page offers; the same rules the cancel and return calls enforce (lib/fulfilment/shopper.ts). */
export const BEFORE_DISPATCH: readonly string[] = ['PENDING', 'CONFIRMED', 'PROCESSING'];

export const canCancelOrder = (order: { subOrders: readonly { status: string }[] }) =>
  order.subOrders.some((s) => BEFORE_DISPATCH.includes(s.status));

export const canAskReturn = (sub: { status: string; returnBy: string | null }, now = Date.now()) =>
  sub.status === 'DELIVERED' && !!sub.returnBy && Date.parse(sub.returnBy) >= now;
