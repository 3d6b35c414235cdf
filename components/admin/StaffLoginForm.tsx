'use client';

import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/ui/form/TextField';
import { EmailField } from '@/components/ui/form/EmailField';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { useSignIn } from '@/components/account/useSignIn';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { MESSAGES } from '@/lib/validation/auth';

/**
 * Staff sign in with e-mail and password alone: the account's own role decides what the back office
 * shows. A wrong password reads like any other failure; a shopper account and throttling say what they are.
 */
export function StaffLoginForm({ redirectTo }: { redirectTo: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { signIn, failure, setFailure, busy } = useSignIn('STAFF', redirectTo);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (!email.trim() || !password) return setFailure(MESSAGES.invalidCredentials);
    await signIn({ email, password, remember: false });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <EmailField autoComplete="username" value={email} onChange={setEmail} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <FormMessage kind="error">{failure}</FormMessage>
      <SubmitButton busy={busy} busyText="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
