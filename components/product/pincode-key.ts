/** Where the device keeps the shopper's PIN code for "Check delivery" (never in the shared, cached page). */
export const PINCODE_KEY = 'ot:pincode';
