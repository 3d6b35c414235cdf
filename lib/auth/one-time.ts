/**
 * The rules of the one-time secrets (docs/security.md), as pure functions of a stored row and a clock,
 * so the expiry and attempt limits are tested without waiting.
 * Sign-up code: valid 10 minutes, single use, at most 5 tries, 60 s before another can be sent.
 * Reset token: valid 30 minutes, single use. A new staff member's welcome link is the same token,
 * valid 72 hours: it waits in an inbox until someone starts work, not minutes after a request.
 */
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const RESET_VALID_MINUTES = 30;
export const WELCOME_VALID_HOURS = 72;

export type OtpRow = { expiresAt: Date; attempts: number; consumedAt: Date | null; createdAt: Date };
export type OtpVerdict = 'missing' | 'used' | 'expired' | 'locked' | 'open';

export function otpExpiry(now: Date): Date {
  return new Date(now.getTime() + OTP_VALID_MINUTES * 60_000);
}

export function judgeOtp(row: OtpRow | null | undefined, now: Date): OtpVerdict {
  if (!row) return 'missing';
  if (row.consumedAt) return 'used';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.attempts >= OTP_MAX_ATTEMPTS) return 'locked';
  return 'open';
}

/** Seconds until another code may be sent for the same e-mail (0 = now). */
export function resendWait(lastSentAt: Date | null | undefined, now: Date): number {
  if (!lastSentAt) return 0;
  const wait = OTP_RESEND_SECONDS - Math.floor((now.getTime() - lastSentAt.getTime()) / 1000);
  return Math.max(0, wait);
}

export type ResetTokenRow = { expiresAt: Date; usedAt: Date | null };

export function resetExpiry(now: Date): Date {
  return new Date(now.getTime() + RESET_VALID_MINUTES * 60_000);
}

export function welcomeExpiry(now: Date): Date {
  return new Date(now.getTime() + WELCOME_VALID_HOURS * 3_600_000);
}

export function isResetTokenUsable(row: ResetTokenRow | null | undefined, now: Date): boolean {
  return !!row && !row.usedAt && row.expiresAt.getTime() > now.getTime();
}
