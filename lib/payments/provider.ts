/**
 * Which payment gateway this deployment uses (PAYMENTS_MODE): Razorpay itself, or the built-in
 * sandbox that runs the same flow offline. The interface both implement is in gateway.ts.
 */
import {
  getPaymentsMode,
  SANDBOX_DEV_KEY_ID,
  SANDBOX_DEV_KEY_SECRET,
  SANDBOX_DEV_WEBHOOK_SECRET,
  settings,
} from '../config';
import { AppError } from '../errors';
import type { PaymentProvider, ProviderName } from './gateway';
import { createRazorpayProvider } from './razorpay-provider';
import { createSandboxProvider } from './sandbox-provider';

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
    throw new AppError('unavailable', 'Online payment is not available right now. Please try again later.');
  }
  return createRazorpayProvider({
    keyId,
    keySecret,
    webhookSecret: settings.razorpayWebhookSecret() ?? '',
    // Only for tests that stand a local stub in for api.razorpay.com; unset in every deployment.
    apiBaseUrl: process.env.RAZORPAY_API_BASE_URL?.trim() || undefined,
  });
}
