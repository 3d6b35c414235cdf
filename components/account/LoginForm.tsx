'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { authApi } from '@/lib/api-client/auth';
import { ApiError } from '@/lib/api-client/fetch';
import { MESSAGES } from '@/lib/validation/auth';
import { FormMessage } from './FormMessage';
import { PasswordField } from './PasswordField';
import { TextField } from '@/components/ui/form/TextField';
import { useBackGoesHome } from './useBackGoesHome';

/** Any failure reads 'Invalid credentials. Please try again.' (no hint which accounts exist); throttling says when to retry (docs/decisions.md). */
export function LoginForm({ redirectTo, initialEmail = '' }: { redirectTo: string; initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useBackGoesHome();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      email: email.trim() ? undefined : MESSAGES.emailRequired,
      password: password ? undefined : MESSAGES.passwordRequired,
    };
    setErrors(missing);
    setFailure(null);
    if (missing.email || missing.password) return;
    setBusy(true);
    try {
      await authApi.login({ email, password, role: 'CUSTOMER', remember });
      // A full load, so the header and every cached query start from the new session.
      window.location.assign(redirectTo);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 429 ? error.message : MESSAGES.invalidCredentials);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        value={email}
        error={errors.email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex items-center justify-between gap-3 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            className="h-4 w-4 accent-leaf-700"
          />
          Remember me
        </label>
        <Link href="/forgot-password" className="font-medium text-leaf-700 underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </div>
      <FormMessage kind="error">{failure}</FormMessage>
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {busy ? 'Logging in…' : 'Login'}
      </button>
      <p className="text-center text-sm text-muted">
        New here?{' '}
        <Link href="/new" className="font-semibold text-leaf-700 underline-offset-4 hover:underline">
          Create new account
        </Link>
      </p>
    </form>
  );
}
