/** One cart line or order line holds at most this many of a product (screens and server share it). */
export const MAX_LINE_QUANTITY = 50;
/** Distinct products in one order. */
export const MAX_ORDER_LINES = 50;

/** The most a cart line's stepper offers: what is in stock, never above the line maximum. */
export function lineQuantityCap(stock: number): number {
  return Math.max(0, Math.min(stock, MAX_LINE_QUANTITY));
}
