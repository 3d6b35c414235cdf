/**
 * Deployment settings, read from the environment on each call so tests and scripts can
 * change them. Two modes, one switch (README): DATABASE_URL unset = demo mode on the
 * embedded PGlite; set = live mode. Never key behaviour on NODE_ENV: `next start` always
 * sets it to production.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pgliteDir } from './db/pglite-dir.mjs';
import { parseWebConcurrency } from './ops/web-concurrency.mjs';

export type Mode = 'demo' | 'live';

const env = (name: string) => {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
};

export function getMode(): Mode {
  return env('DATABASE_URL') ? 'live' : 'demo';
}

export function getPgliteDir(): string {
  return pgliteDir();
}

export function getSiteUrl(): string {
  const url = env('SITE_URL') ?? `http://localhost:${env('PORT') ?? '3000'}`;
  return url.replace(/\/+$/, '');
}

/**
 * In demo mode a random secret is generated once and kept beside the embedded database,
 * so sessions survive a restart without anyone configuring anything.
 */
export function getAuthSecret(): string {
  const configured = env('AUTH_SECRET') ?? env('NEXTAUTH_SECRET');
  if (configured) return configured;
  if (getMode() === 'live') throw new Error('AUTH_SECRET is required when DATABASE_URL is set.');
  const g = globalThis as { __devAuthSecret?: string };
  if (g.__devAuthSecret) return g.__devAuthSecret;
  const dir = getPgliteDir();
  const file = dir === 'memory://' ? null : path.join(path.dirname(dir), '.auth-secret');
  if (file && fs.existsSync(file)) {
    g.__devAuthSecret = fs.readFileSync(file, 'utf8').trim();
  } else {
    g.__devAuthSecret = randomBytes(32).toString('base64url');
    if (file) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, g.__devAuthSecret, { mode: 0o600 });
    }
  }
  return g.__devAuthSecret;
}

export type PaymentsMode = 'razorpay' | 'sandbox';

export function getPaymentsMode(): PaymentsMode {
  const explicit = env('PAYMENTS_MODE');
  if (explicit === 'razorpay' || explicit === 'sandbox') return explicit;
  const hasKeys = Boolean(env('RAZORPAY_KEY_ID') && env('RAZORPAY_KEY_SECRET'));
  if (hasKeys) return 'razorpay';
  // Live mode never falls back to the sandbox silently: it must be asked for.
  return getMode() === 'demo' ? 'sandbox' : 'razorpay';
}

/**
 * The sandbox's secrets when none are configured (here, below payments and refunds, which both read them). Public on purpose (README): the sandbox moves
 * no money, and a store that takes real payments runs with PAYMENTS_MODE=razorpay and its own keys.
 */
export const SANDBOX_DEV_KEY_ID = 'rzp_test_sandbox';
export const SANDBOX_DEV_KEY_SECRET = 'organic-tattva-sandbox-key-secret';
export const SANDBOX_DEV_WEBHOOK_SECRET = 'organic-tattva-sandbox-webhook-secret';

export const settings = {
  smtpUrl: () => env('SMTP_URL'),
  mailFrom: () => env('MAIL_FROM') ?? 'Organic Tattva <no-reply@organictattva.example>',
  shopInbox: () => env('SHOP_INBOX') ?? 'care@organictattva.example',
  razorpayKeyId: () => env('RAZORPAY_KEY_ID'),
  razorpayKeySecret: () => env('RAZORPAY_KEY_SECRET'),
  razorpayWebhookSecret: () => env('RAZORPAY_WEBHOOK_SECRET'),
  trustProxy: () => env('TRUST_PROXY') === '1' || env('TRUST_PROXY') === 'true',
  seedDemoShopper: () => getMode() === 'demo' || env('SEED_DEMO') === '1',
  pendingOrderTtlMinutes: () => Number(env('PENDING_ORDER_TTL_MINUTES') ?? 30),
  /** how long a new COD order waits for the buyer's confirmation before it is cancelled (design §13) */
  codConfirmHours: () => Number(env('COD_CONFIRM_HOURS') ?? 24),
  /** how long after delivery the shopper may ask for a return (the shop's refund policy: 24 hours) */
  returnWindowHours: () => Number(env('RETURN_WINDOW_HOURS') ?? 24),
  /** how long a signed-in shopper's cart sits untouched before the one reminder mail (marketing consent only) */
  cartReminderAfterMinutes: () => Number(env('CART_REMINDER_AFTER_MINUTES') ?? 240),
  /** requests one process works on at once before it answers 503 (lib/ops/admission.ts); 0 = no limit */
  maxInFlight: () => Number(env('MAX_IN_FLIGHT') ?? 128),
  /** the Retry-After of a 503 when the process is full or the database refuses connections */
  busyRetryAfterSeconds: () => Number(env('BUSY_RETRY_AFTER_S') ?? 5),
  /** server processes on one port (scripts/cluster.mjs runs them; one without DATABASE_URL) */
  webConcurrency: () => parseWebConcurrency(env('WEB_CONCURRENCY'), os.availableParallelism()),
};

/** Refuse to start a live deployment that is missing what it cannot run safely without. */
export function assertStartupConfig(): string[] {
  const warnings: string[] = [];
  // The launcher has read it already; a server started another way still refuses a bad value.
  settings.webConcurrency();
  if (getMode() === 'live') {
    const missing = [
      !(env('AUTH_SECRET') ?? env('NEXTAUTH_SECRET')) && 'AUTH_SECRET',
      !env('SITE_URL') && 'SITE_URL',
    ].filter(Boolean);
    if (missing.length) {
      throw new Error(
        `Live mode (DATABASE_URL is set) needs ${missing.join(' and ')}. ` +
          'Set them in the environment (see .env.example) and start again.',
      );
    }
    if (!settings.smtpUrl()) {
      warnings.push('SMTP_URL is not set: mails are kept in the mail_outbox table and not delivered.');
    }
  }
  return warnings;
}
