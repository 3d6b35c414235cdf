/** One cart line or order line holds at most this many of a product (screens and server share it). */
export const MAX_LINE_QUANTITY = 50;
/** Distinct products in one order. */
export const MAX_ORDER_LINES = 50;
