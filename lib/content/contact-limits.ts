/** Field lengths for the contact form, shared by the browser form and the server schema (no zod here). */
export const CONTACT_LIMITS = { name: 100, message: 5000 };
