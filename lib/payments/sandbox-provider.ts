/**
 * The built-in sandbox gateway: Razorpay's flow and signature scheme with no network, so the
 * whole paid path runs offline (demo mode, tests). Its "orders" and "payments" get Razorpay-shaped
 * ids; the shopper pays or fails in the app's own checkout dialog (lib/payments/sandbox-gateway.ts).
 */
import { randomInt } from 'node:crypto';
import type { PaymentProvider } from './gateway';
import { isValidPaymentSignature, isValidWebhookSignature } from './signature';

export type SandboxProviderOptions = { keyId: string; keySecret: string; webhookSecret: string };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `order_` / `pay_` + 14 random characters, the shape Razorpay's ids have. */
export function sandboxId(prefix: 'order' | 'pay' | 'evt'): string {
  let id = '';
  for (let i = 0; i < 14; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}_${id}`;
}

export function createSandboxProvider(
  options: SandboxProviderOptions,
): PaymentProvider & { keySecret: string; webhookSecret: string } {
  return {
    name: 'sandbox',
    keyId: options.keyId,
    keySecret: options.keySecret,
    webhookSecret: options.webhookSecret,
    async createOrder({ amountPaise, currency }) {
      return { id: sandboxId('order'), amountPaise, currency };
    },
    isValidPaymentSignature: (storedOrderId, paymentId, signature) =>
      isValidPaymentSignature(storedOrderId, paymentId, signature, options.keySecret),
    isValidWebhookSignature: (rawBody, signature) => isValidWebhookSignature(rawBody, signature, options.webhookSecret),
  };
}
