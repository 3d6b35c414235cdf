import type { z } from 'zod';
import type {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  resetTokenSchema,
  signupSchema,
} from '@/lib/validation/auth';
import { apiFetch, pageLanguageHeader, sendForm } from './fetch';
import { logout } from './header';

/** Signing in and out, signing up and passwords (app/auth, app/otp, app/api/auth). */
export const authApi = {
  /** A wrong password is a 401 the form explains itself, not a redirect to the login page. */
  login: (input: z.input<typeof loginSchema>) =>
    apiFetch('/auth/login', { method: 'POST', json: input, redirectOn401: false }),
  logout,
  sendSignupOtp: (email: string) =>
    apiFetch(`/otp/send?email=${encodeURIComponent(email)}`, { method: 'POST', redirectOn401: false }),
  signup: (input: z.input<typeof signupSchema>) => sendForm('/auth/signup', input),
  changePassword: (input: z.input<typeof changePasswordSchema>) =>
    apiFetch<null>('/auth/update-password', { method: 'PATCH', json: input }),
  requestPasswordReset: (input: z.input<typeof forgotPasswordSchema>) =>
    apiFetch('/api/auth/password-reset/request', { method: 'POST', json: input, redirectOn401: false }),
  /** Whether an e-mailed reset token is still good; any failure counts as not. */
  resetTokenValid: async (input: z.input<typeof resetTokenSchema>): Promise<boolean> => {
    const response = await fetch('/api/auth/password-reset/validate-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...pageLanguageHeader() },
      body: JSON.stringify(input),
    });
    const body = (await response.json()) as { data?: { valid?: boolean } | null };
    return Boolean(body?.data?.valid);
  },
  resetPassword: (input: z.input<typeof resetPasswordSchema>) => sendForm('/api/auth/password-reset/reset', input),
};
