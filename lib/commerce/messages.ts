/** One answer for an order or sub-order that does not exist or is not the caller's: never which. */
export const ORDER_NOT_FOUND = 'Order not found.';
