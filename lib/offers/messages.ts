/** The exact offer messages of design §11. */
import { rupeesPlain } from '../money';

export const OFFER_MESSAGES = {
  applied: 'Coupon applied.',
  invalid: 'This code is not valid.',
  expired: 'This code has expired.',
  prepaidOnly: 'This code is for UPI and card payments.',
  alreadyUsed: 'You have already used this code.',
  firstOrder: 'This code is for your first order.',
  fullyUsed: 'This code has been fully used.',
} as const;

/** 'Add ₹{amount} more to use this code.' */
export const addMoreMessage = (shortPaise: number) => `Add ${rupeesPlain(shortPaise)} more to use this code.`;
