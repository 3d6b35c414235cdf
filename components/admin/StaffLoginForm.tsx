'use client';

import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/form/TextField';
import { FormMessage } from '@/components/account/FormMessage';
import { authApi } from '@/lib/api-client/auth';
import { ApiError } from '@/lib/api-client/fetch';
import { MESSAGES } from '@/lib/validation/auth';

/**
 * Staff sign in with e-mail and password alone: role STAFF admits an admin or a seller's member,
 * and the account's own role decides what the back office shows. A wrong password reads like any
 * other failure; a shopper account and throttling say what they are.
 */
export function StaffLoginForm({ redirectTo }: { redirectTo: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!email.trim() || !password) return setFailure(MESSAGES.invalidCredentials);
    setBusy(true);
    try {
      await authApi.login({ email, password, role: 'STAFF', remember: false });
      window.location.assign(redirectTo);
    } catch (error) {
      // The server's words: invalid credentials, a shopper account, or how long to wait.
      setFailure(error instanceof ApiError && error.message ? error.message : MESSAGES.invalidCredentials);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormMessage kind="error">{failure}</FormMessage>
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
