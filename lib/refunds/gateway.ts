/**
 * Refunds at the payment provider. Razorpay is called over its REST API, not the SDK: the SDK
 * cannot send `X-Refund-Idempotency`, and that header is what makes a repeated request (after a
 * timeout, from a second instance) return the first refund instead of paying twice. A timeout or
 * a 5xx is UNKNOWN — the money may or may not have moved — and is settled by asking the provider
 * (lib/refunds/reconcile.ts), never by a blind retry. The sandbox refunds offline at once.
 */
import { randomInt } from 'node:crypto';
import { SANDBOX_DEV_KEY_ID, settings } from '../config';

export type ProviderRefund = {
  id: string;
  status: 'PENDING' | 'PROCESSED' | 'FAILED';
  amountPaise: number;
  refundNumber: string | null;
};
export type RefundCall =
  { kind: 'done'; refund: ProviderRefund } | { kind: 'refused'; reason: string } | { kind: 'unknown'; reason: string };

export type RefundRequest = { paymentId: string; amountPaise: number; refundNumber: string; reason: string };

export interface RefundGateway {
  refund(request: RefundRequest): Promise<RefundCall>;
  /** the provider's refunds of one payment; null when the provider could not be asked */
  listRefunds(paymentId: string): Promise<ProviderRefund[] | null>;
}

type RazorpayRefund = {
  id?: unknown;
  status?: unknown;
  amount?: unknown;
  notes?: { refund_number?: unknown } | unknown[];
};

function fromRazorpay(entity: RazorpayRefund): ProviderRefund | null {
  if (typeof entity?.id !== 'string') return null;
  const status = entity.status === 'processed' ? 'PROCESSED' : entity.status === 'failed' ? 'FAILED' : 'PENDING';
  const notes = entity.notes && !Array.isArray(entity.notes) ? entity.notes : {};
  return {
    id: entity.id,
    status,
    amountPaise: Number(entity.amount) || 0,
    refundNumber: typeof notes.refund_number === 'string' ? notes.refund_number : null,
  };
}

export { fromRazorpay as refundFromRazorpayEntity };

export function razorpayRefundGateway(options: {
  keyId: string;
  keySecret: string;
  baseUrl?: string;
  timeoutMs?: number;
}): RefundGateway {
  const base = (options.baseUrl ?? 'https://api.razorpay.com').replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  return {
    async refund({ paymentId, amountPaise, refundNumber, reason }) {
      let response: Response;
      try {
        response = await fetch(`${base}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
          method: 'POST',
          headers: { Authorization: auth, 'Content-Type': 'application/json', 'X-Refund-Idempotency': refundNumber },
          body: JSON.stringify({
            amount: amountPaise,
            speed: 'normal',
            receipt: refundNumber,
            notes: { refund_number: refundNumber, reason: reason.slice(0, 250) },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { kind: 'unknown', reason: `No answer from Razorpay: ${(error as Error).message}` };
      }
      const body = (await response.json().catch(() => null)) as
        (RazorpayRefund & { error?: { description?: string } }) | null;
      if (response.status >= 500 || response.status === 429)
        return { kind: 'unknown', reason: `Razorpay answered ${response.status}.` };
      if (!response.ok)
        return {
          kind: 'refused',
          reason: body?.error?.description ?? `Razorpay refused the refund (${response.status}).`,
        };
      const refund = body && fromRazorpay(body);
      return refund ? { kind: 'done', refund } : { kind: 'unknown', reason: 'Razorpay answered without a refund id.' };
    },
    async listRefunds(paymentId) {
      try {
        const response = await fetch(`${base}/v1/payments/${encodeURIComponent(paymentId)}/refunds?count=100`, {
          headers: { Authorization: auth },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) return null;
        const body = (await response.json()) as { items?: RazorpayRefund[] };
        return (body.items ?? []).map(fromRazorpay).filter((r): r is ProviderRefund => r !== null);
      } catch {
        return null;
      }
    },
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** The sandbox moves no money, so its refunds are processed at once; the flow around them is the real one. */
export const sandboxRefundGateway: RefundGateway = {
  async refund({ amountPaise, refundNumber }) {
    let id = 'rfnd_';
    for (let i = 0; i < 14; i += 1) id += ALPHABET[randomInt(ALPHABET.length)];
    return { kind: 'done', refund: { id, status: 'PROCESSED', amountPaise, refundNumber } };
  },
  async listRefunds() {
    return [];
  },
};

export function refundGatewayFor(provider: string): RefundGateway | null {
  if (provider === 'sandbox') return sandboxRefundGateway;
  if (provider !== 'razorpay') return null;
  const keyId = settings.razorpayKeyId();
  const keySecret = settings.razorpayKeySecret();
  if (!keyId || !keySecret || keyId === SANDBOX_DEV_KEY_ID) return null;
  return razorpayRefundGateway({
    keyId,
    keySecret,
    // Only for tests that stand a local stub in for api.razorpay.com; unset in every deployment.
    baseUrl: process.env.RAZORPAY_API_BASE_URL?.trim() || undefined,
    timeoutMs: Number(process.env.RAZORPAY_TIMEOUT_MS) || undefined,
  });
}
