/**
 * An Indian PIN code: six digits, never starting with 0. Its own module, free of zod, so the product
 * page's delivery check can import it without the form schemas.
 */
export const INDIAN_PIN = /^[1-9]\d{5}$/;

export const isPincode = (text: string) => INDIAN_PIN.test(text);
