'use client';

import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/account/TextField';
import { FormMessage } from '@/components/account/FormMessage';
import { ApiError, apiFetch } from '@/lib/http/api-fetch';
import { MESSAGES } from '@/lib/validation/auth';

const ROLES = [
  { value: 'ADMIN', label: 'Shop admin' },
  { value: 'SELLER', label: 'Seller member' },
] as const;

/** Staff sign in through the shoppers' login call with their own role; any failure reads the same. */
export function StaffLoginForm({ redirectTo }: { redirectTo: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<'ADMIN' | 'SELLER'>('ADMIN');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!email.trim() || !password) return setFailure(MESSAGES.invalidCredentials);
    setBusy(true);
    try {
      await apiFetch('/auth/login', { method: 'POST', json: { email, password, role, remember: false }, redirectOn401: false });
      window.location.assign(redirectTo);
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 429 ? error.message : MESSAGES.invalidCredentials);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">I am a</legend>
        <div className="flex gap-4">
          {ROLES.map((r) => (
            <label key={r.value} className="flex items-center gap-2 text-sm">
              <input type="radio" name="role" value={r.value} checked={role === r.value}
                onChange={() => setRole(r.value)} className="h-4 w-4 accent-leaf-700" />
              {r.label}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField label="Email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextField label="Password" type="password" autoComplete="current-password" required value={password}
        onChange={(e) => setPassword(e.target.value)} />
      <FormMessage kind="error">{failure}</FormMessage>
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>{busy ? 'Signing in…' : 'Sign in'}</button>
    </form>
  );
}
