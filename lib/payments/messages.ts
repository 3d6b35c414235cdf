/** Words the payment calls answer in more than one place. */
export const ORDER_NOT_FOUND = 'Order not found.';
export const VERIFICATION_FAILED = 'Payment verification failed.';
