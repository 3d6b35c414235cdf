/** Input of the back office's order calls, shared by the admin screens and the API handlers. */
import { z } from 'zod';
import { trackingHostProblem } from './couriers';

export const FULFILMENT_STATUSES = [
  'CONFIRMED',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'RETURNED',
  'CANCELLED',
] as const;

const httpsUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => {
    try {
      return new URL(v).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'The tracking link must be an https:// address.');

export const subOrderStatusSchema = z
  .object({
    status: z.enum(FULFILMENT_STATUSES, { message: 'Choose a status the order can move to.' }),
    logisticProvider: z.string().trim().min(1).max(80).optional(),
    waybillNumber: z.string().trim().min(1).max(80).optional(),
    trackingUrl: httpsUrl.optional(),
    note: z.string().trim().max(500).optional(),
    /** a parcel returned to origin: put its items back on sale (default) or not (damaged, opened) */
    restock: z.boolean({ message: 'Say whether the items go back in stock.' }).optional(),
  })
  .superRefine((v, ctx) => {
    // The shopper is told why their part was cancelled, so the seller has to say.
    if (v.status === 'CANCELLED' && (v.note ?? '').length < 3) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why this part is cancelled.' });
    }
    if (v.status !== 'SHIPPED') return;
    if (!v.logisticProvider) ctx.addIssue({ code: 'custom', path: ['logisticProvider'], message: 'Name the courier.' });
    if (!v.waybillNumber)
      ctx.addIssue({ code: 'custom', path: ['waybillNumber'], message: 'Enter the waybill number.' });
    const wrongHost = trackingHostProblem(v.logisticProvider, v.trackingUrl);
    if (wrongHost) ctx.addIssue({ code: 'custom', path: ['trackingUrl'], message: wrongHost });
  });
export type SubOrderStatusInput = z.output<typeof subOrderStatusSchema>;

export const refundRequestSchema = z.object({
  /** rupees, at most 2 decimals; absent = everything still refundable on the sub-order */
  amount: z
    .number()
    .positive('Enter an amount above zero.')
    .multipleOf(0.01, 'Use at most 2 decimals.')
    .max(10_000_000)
    .optional(),
  reason: z.string().trim().min(3, 'Say why the money is given back.').max(300),
});
export type RefundRequestInput = z.output<typeof refundRequestSchema>;

export const cancelOrderSchema = z.object({ reason: z.string().trim().max(300).optional() });
export const returnRequestSchema = z.object({
  subOrderNumber: z.string().trim().min(1, 'Choose the shipment to return.').max(40),
  reason: z.string().trim().min(3, 'Tell us why you are returning it.').max(300),
});

/** Moves that need nothing but the status, so the order queue can make them for many parts at once. */
export const BULK_STATUSES = ['PROCESSING', 'DELIVERED'] as const;
export const bulkStatusSchema = z.object({
  subOrderNumbers: z
    .array(z.string().trim().min(1).max(40))
    .min(1, 'Choose at least one sub-order.')
    .max(100, 'Choose at most 100 sub-orders at a time.'),
  status: z.enum(BULK_STATUSES, { message: 'Choose a status the orders can move to together.' }),
});
export type BulkStatusInput = z.output<typeof bulkStatusSchema>;
