/**
 * Razorpay through its official SDK. Only order creation talks to Razorpay; signatures are
 * checked locally with the key and webhook secrets.
 */
import Razorpay from 'razorpay';
import { AppError } from '../errors';
import type { PaymentProvider } from './gateway';
import { isValidPaymentSignature, isValidWebhookSignature } from './signature';

export type RazorpayProviderOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API host; tests point it at a local stub */
  apiBaseUrl?: string;
  timeoutMs?: number;
};

type RazorpayOrderEntity = { id?: unknown; amount?: unknown; currency?: unknown };
type SdkWithHttp = { api: { rq: { defaults: { baseURL?: string; timeout?: number } } } };

export function createRazorpayProvider(options: RazorpayProviderOptions): PaymentProvider {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  // The SDK keeps one axios instance; its defaults are the supported way to set host and timeout.
  const http = (client as unknown as SdkWithHttp).api.rq.defaults;
  if (options.apiBaseUrl) http.baseURL = options.apiBaseUrl;
  http.timeout = options.timeoutMs ?? 15_000;

  return {
    name: 'razorpay',
    keyId: options.keyId,
    async createOrder({ amountPaise, currency, receipt, notes }) {
      let order: RazorpayOrderEntity;
      try {
        order = (await client.orders.create({ amount: amountPaise, currency, receipt, notes })) as RazorpayOrderEntity;
      } catch (error) {
        const e = error as { statusCode?: number; error?: { description?: string }; message?: string };
        console.error(
          '[payments] Razorpay order creation failed:',
          e?.statusCode ?? '',
          e?.error?.description ?? e?.message ?? e,
        );
        throw new AppError('provider_failed', 'Could not start the payment. Please try again.');
      }
      if (typeof order?.id !== 'string' || Number(order.amount) !== amountPaise) {
        console.error('[payments] Razorpay answered an unexpected order:', order);
        throw new AppError('provider_failed', 'Could not start the payment. Please try again.');
      }
      return { id: order.id, amountPaise, currency: typeof order.currency === 'string' ? order.currency : currency };
    },
    isValidPaymentSignature: (storedOrderId, paymentId, signature) =>
      isValidPaymentSignature(storedOrderId, paymentId, signature, options.keySecret),
    isValidWebhookSignature: (rawBody, signature) => isValidWebhookSignature(rawBody, signature, options.webhookSecret),
  };
}
