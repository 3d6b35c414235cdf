import { useState } from 'react';
import { authApi } from '@/lib/api-client/auth';
import { ApiError } from '@/lib/api-client/fetch';
import { MESSAGES } from '@/lib/validation/auth';

type Role = 'CUSTOMER' | 'STAFF';
type Credentials = { email: string; password: string; remember?: boolean };

/** The one sign-in request; STAFF admits an admin or a seller's member, the account's own role decides the rest. */
export function requestSignIn({ email, password, remember }: Credentials, role: Role) {
  return authApi.login({ email, password, role, remember });
}

/**
 * What a failed sign-in says. A shopper reads 'Invalid credentials' for any failure (no hint which accounts
 * exist) except throttling, which says when to retry (docs/decisions.md); staff read the server's words:
 * invalid credentials, a shopper account, or how long to wait.
 */
function failureOf(error: unknown, role: Role, invalid: string): string {
  if (!(error instanceof ApiError)) return invalid;
  if (role === 'CUSTOMER') return error.status === 429 ? error.message : invalid;
  return error.message || invalid;
}

/**
 * Sign in, then a full load of `redirectTo`, so the header and every cached query start from the new session.
 * `invalid` is the failure line in the page's language (the shop's login passes it; the back office reads English).
 */
export function useSignIn(role: Role, redirectTo: string, invalid: string = MESSAGES.invalidCredentials) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function signIn(credentials: Credentials) {
    setBusy(true);
    try {
      await requestSignIn(credentials, role);
      window.location.assign(redirectTo);
    } catch (error) {
      setFailure(failureOf(error, role, invalid));
      setBusy(false);
    }
  }
  return { signIn, failure, setFailure, busy };
}
