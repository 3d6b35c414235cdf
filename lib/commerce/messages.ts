/** One answer for an order or sub-order that does not exist or is not the caller's: never which. */
export const ORDER_NOT_FOUND = 'Order not found.';

/** A seller's move of a part whose COD order the buyer has not confirmed yet (design §13). */
export const AWAITING_COD_CONFIRMATION = "This cash-on-delivery order is waiting for the buyer's confirmation.";
