/** Input of the payment calls (verify, sandbox pay). Ids are Razorpay-shaped: letters, digits, underscores. */
import { z } from 'zod';

/** The summary line of a 400 from either call; the field errors say which value. */
export const PAYMENT_DETAILS_INVALID = 'Please check the payment details.';

const providerId = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(64, message)
    .regex(/^[A-Za-z0-9_]+$/, message);

export const verifyPaymentSchema = z.object({
  razorpayOrderId: providerId('razorpayOrderId is required'),
  razorpayPaymentId: providerId('razorpayPaymentId is required'),
  razorpaySignature: z
    .string({ error: 'razorpaySignature is required' })
    .trim()
    .min(1, 'razorpaySignature is required')
    .max(128, 'razorpaySignature is invalid'),
  orderNumber: z
    .string({ error: 'orderNumber is required' })
    .trim()
    .min(1, 'orderNumber is required')
    .max(40, 'orderNumber is invalid'),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

export const sandboxPaySchema = z.object({
  razorpayOrderId: providerId('razorpayOrderId is required'),
  method: z.enum(['UPI', 'CARD'], { error: 'Choose UPI or card' }),
  outcome: z.enum(['success', 'failure'], { error: 'outcome must be success or failure' }),
});
export type SandboxPayInput = z.infer<typeof sandboxPaySchema>;
