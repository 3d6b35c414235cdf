/**
 * What the store needs from a payment gateway. Two implementations share the Razorpay flow and
 * signature scheme: Razorpay itself, and the built-in sandbox that runs the same flow offline.
 */
import { getPaymentsMode, settings } from '../config';
import { PaymentError } from './errors';
import { createRazorpayProvider } from './razorpay-provider';
import { createSandboxProvider } from './sandbox-provider';

export type ProviderName = 'razorpay' | 'sandbox';

export type ProviderOrder = { id: string; amountPaise: number; currency: string };

export type CreateProviderOrderInput = {
  amountPaise: number;
  currency: 'INR';
  /** the store's order number, so the provider's dashboard names the order */
  receipt: string;
  notes?: Record<string, string>;
};

export interface PaymentProvider {
  readonly name: ProviderName;
  /** the public key the browser checkout opens with */
  readonly keyId: string;
  createOrder(input: CreateProviderOrderInput): Promise<ProviderOrder>;
  /** checks the checkout signature against the provider order id this store stored */
  isValidPaymentSignature(storedProviderOrderId: string, paymentId: string, signature: unknown): boolean;
  /** checks X-Razorpay-Signature over the raw body; false when no webhook secret is set */
  isValidWebhookSignature(rawBody: string, signature: unknown): boolean;
}

/**
 * The sandbox's secrets when none are configured. Public on purpose (README): the sandbox moves
 * no money, and a store that takes real payments runs with PAYMENTS_MODE=razorpay and its own keys.
 */
export const SANDBOX_DEV_KEY_ID = 'rzp_test_sandbox';
export const SANDBOX_DEV_KEY_SECRET = 'organic-tattva-sandbox-key-secret';
export const SANDBOX_DEV_WEBHOOK_SECRET = 'organic-tattva-sandbox-webhook-secret';

export function getPaymentProvider(name: ProviderName = getPaymentsMode()): PaymentProvider {
  if (name === 'sandbox') {
    return createSandboxProvider({
      keyId: settings.razorpayKeyId() ?? SANDBOX_DEV_KEY_ID,
      keySecret: settings.razorpayKeySecret() ?? SANDBOX_DEV_KEY_SECRET,
      webhookSecret: settings.razorpayWebhookSecret() ?? SANDBOX_DEV_WEBHOOK_SECRET,
    });
  }
  const keyId = settings.razorpayKeyId();
  const keySecret = settings.razorpayKeySecret();
  if (!keyId || !keySecret) {
    console.error('[payments] PAYMENTS_MODE is razorpay but RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET are not set.');
    throw new PaymentError(503, 'Online payment is not available right now. Please try again later.');
  }
  return createRazorpayProvider({
    keyId,
    keySecret,
    webhookSecret: settings.razorpayWebhookSecret() ?? '',
    // Only for tests that stand a local stub in for api.razorpay.com; unset in every deployment.
    apiBaseUrl: process.env.RAZORPAY_API_BASE_URL?.trim() || undefined,
  });
}

export function isProviderName(value: unknown): value is ProviderName {
  return value === 'razorpay' || value === 'sandbox';
}
