/**
 * A seller as the admin adds or edits one (`POST /api/v1/admin/sellers`, `PATCH …/{id}`): the
 * trading and registered names, GSTIN, the dispatch address (state from India's list, 6-digit
 * PIN) and phone, as the invoice's supplier block and the shipping label print them. Client-safe.
 */
import { z } from 'zod';
import { gstinField, phoneField, pincodeField, stateField, SETTINGS_MESSAGES as m } from '../settings/schema';
import { text } from '../validation/fields';

const line = (max: number) => z.preprocess((v) => text(v).trim(), z.string().min(1, m.required).max(max, m.tooLong));

export const sellerInputSchema = z.strictObject({
  name: line(120),
  legalName: line(200),
  gstin: gstinField,
  address: line(300),
  city: line(80),
  state: stateField,
  pincode: pincodeField,
  phone: phoneField,
});
export const sellerUpdateSchema = sellerInputSchema.partial();
export type SellerInput = z.infer<typeof sellerInputSchema>;
export type SellerUpdateInput = z.infer<typeof sellerUpdateSchema>;
