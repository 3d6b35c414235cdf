/** Words the payment calls answer in more than one place. */
export { ORDER_NOT_FOUND } from '../commerce/messages';
export const VERIFICATION_FAILED = 'Payment verification failed.';
