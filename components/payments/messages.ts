/** The payment screens' texts, in one place so the screens and the tests use the same words. */
export const PAYMENT_COMPLETED = 'Payment Completed';
export const PAYMENT_FAILED = 'Payment Failed. Please try again or contact support.';
export const ORDER_LOAD_FAILED = 'Failed to load order details';
export const HISTORY_FETCH_FAILED = 'Failed to fetch payment history.';
export const PAYMENTS_LOAD_FAILED = 'Failed to load payments';
