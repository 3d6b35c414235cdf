/**
 * Whether an order can take a payment now, and if not, the sentence that says why. One rule for
 * the Pay Now buttons, the payment page and the server that opens a gateway order, so the screen
 * never offers a payment the server would refuse. `expiresAt` is optional: a screen that does not
 * know it lets the server decide.
 */
import { paiseToRupees, rupeesToPaise } from '../money';

type PayableFacts = { status: string; paymentType: string; expiresAt?: Date | string | null };

export const PAID_ON_DELIVERY = 'This order is paid on delivery.';
export const CANCELLED_UNPAYABLE = 'This order was cancelled and can no longer be paid.';
export const ALREADY_PAID = 'This order has already been paid.';
const PAYMENT_TIME_OVER = 'The time to pay for this order has run out.';

export function notPayableReason(order: PayableFacts, now: Date = new Date()): string | null {
  if (order.paymentType !== 'PREPAID') return PAID_ON_DELIVERY;
  if (order.status === 'CANCELLED') return CANCELLED_UNPAYABLE;
  if (order.status !== 'PENDING') return ALREADY_PAID;
  if (order.expiresAt && new Date(order.expiresAt).getTime() <= now.getTime()) return PAYMENT_TIME_OVER;
  return null;
}

/** Pay Now is offered for an unpaid online order whose time to pay has not run out. */
export const canPayNow = (order: PayableFacts, now?: Date): boolean => notPayableReason(order, now) === null;

/**
 * "Pay now instead" (design §13): a cash-on-delivery order may switch to paying online while none
 * of it has left the seller. A partly cancelled order may not: its total still counts the
 * cancelled part, which nobody would refund (docs/decisions.md).
 */
type SwitchFacts = { status: string; paymentType: string; subOrders: readonly { status: string }[] };

export const ALREADY_SHIPPED = 'This order has already shipped, so it is paid on delivery.';
export const PARTLY_CANCELLED = 'Part of this order was cancelled, so it is paid on delivery.';
const PAID_ONLINE = 'This order is paid online, not on delivery.';
const BEFORE_DISPATCH = ['CONFIRMED', 'PROCESSING'];

export function notSwitchableReason(order: SwitchFacts): string | null {
  if (order.status === 'CANCELLED') return CANCELLED_UNPAYABLE;
  if (order.paymentType !== 'POSTPAID') return order.status === 'PENDING' ? PAID_ONLINE : ALREADY_PAID;
  if (order.subOrders.some((s) => s.status === 'CANCELLED')) return PARTLY_CANCELLED;
  if (!order.subOrders.every((s) => BEFORE_DISPATCH.includes(s.status))) return ALREADY_SHIPPED;
  return null;
}

export const canSwitchToPrepaid = (order: SwitchFacts): boolean => notSwitchableReason(order) === null;

/** What paying now costs: the order total without the cash-on-delivery handling charge. */
export const payNowPaise = (order: { totalPaise: number; handlingPaise: number }): number =>
  order.totalPaise - order.handlingPaise;

/** The same in rupees, for a screen reading the order JSON. */
export const payNowAmount = (order: { totalAmount: number; handlingCharge: number }): number =>
  paiseToRupees(
    payNowPaise({ totalPaise: rupeesToPaise(order.totalAmount), handlingPaise: rupeesToPaise(order.handlingCharge) }),
  );

/**
 * A sub-order's share of what was paid: its lines, plus — for the order's first sub-order only — the
 * order-level charges (shipping, COD handling), so the shares add up to the order total.
 */
export function subOrderPaidPaise(
  linesPaise: number,
  isFirstSubOrder: boolean,
  order: { shippingPaise: number; handlingPaise: number },
): number {
  return linesPaise + (isFirstSubOrder ? order.shippingPaise + order.handlingPaise : 0);
}
