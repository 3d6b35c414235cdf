/**
 * What the store needs from a payment gateway, in a module of its own so the implementations
 * (razorpay-provider.ts, sandbox-provider.ts) and the chooser (provider.ts) all depend on it and
 * not on each other. Both implementations share the Razorpay flow and signature scheme.
 */
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

export function isProviderName(value: unknown): value is ProviderName {
  return value === 'razorpay' || value === 'sandbox';
}
