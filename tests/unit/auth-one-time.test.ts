import {
  isResetTokenUsable,
  judgeOtp,
  OTP_MAX_ATTEMPTS,
  otpExpiry,
  resendWait,
  resetExpiry,
} from '@/lib/auth/one-time';
import { newOtpCode, newResetToken } from '@/lib/auth/secrets';

const t0 = new Date('2026-03-01T10:00:00Z');
const at = (ms: number) => new Date(t0.getTime() + ms);
const MIN = 60_000;
const row = (over: Partial<Parameters<typeof judgeOtp>[0] & object> = {}) => ({
  expiresAt: otpExpiry(t0),
  attempts: 0,
  consumedAt: null,
  createdAt: t0,
  ...over,
});

describe('sign-up OTP', () => {
  test('open for 10 minutes, expired from then on', () => {
    expect(judgeOtp(row(), at(9 * MIN + 59_000))).toBe('open');
    expect(judgeOtp(row(), at(10 * MIN))).toBe('expired');
    expect(judgeOtp(row(), at(60 * MIN))).toBe('expired');
  });
  test(`locked after ${OTP_MAX_ATTEMPTS} tries`, () => {
    expect(judgeOtp(row({ attempts: OTP_MAX_ATTEMPTS - 1 }), t0)).toBe('open');
    expect(judgeOtp(row({ attempts: OTP_MAX_ATTEMPTS }), t0)).toBe('locked');
  });
  test('single use; none is "missing"', () => {
    expect(judgeOtp(row({ consumedAt: at(MIN) }), at(2 * MIN))).toBe('used');
    expect(judgeOtp(null, t0)).toBe('missing');
  });
  test('another code only 60 s after the last', () => {
    expect(resendWait(null, t0)).toBe(0);
    expect(resendWait(t0, at(1_000))).toBe(59);
    expect(resendWait(t0, at(59_999))).toBe(1);
    expect(resendWait(t0, at(60_000))).toBe(0);
  });
  test('codes are 6 digits, leading zeros kept, and vary', () => {
    const codes = new Set(Array.from({ length: 200 }, newOtpCode));
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
  });
});

describe('reset token', () => {
  test('usable for 30 minutes, once', () => {
    const r = { expiresAt: resetExpiry(t0), usedAt: null };
    expect(isResetTokenUsable(r, at(29 * MIN))).toBe(true);
    expect(isResetTokenUsable(r, at(30 * MIN))).toBe(false);
    expect(isResetTokenUsable({ ...r, usedAt: at(MIN) }, at(2 * MIN))).toBe(false);
    expect(isResetTokenUsable(null, t0)).toBe(false);
  });
  test('at least 128 bits, URL-safe', () => {
    const token = newResetToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
  });
});
