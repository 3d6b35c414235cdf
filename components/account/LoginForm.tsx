'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@/lib/validation/auth';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { PasswordField } from './PasswordField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { EmailField } from '@/components/ui/form/EmailField';
import { CheckField } from '@/components/ui/form/fields';
import { useBackGoesHome } from './useBackGoesHome';
import { useSignIn } from './useSignIn';

/** A shopper's sign-in: e-mail and password checked for presence here, everything else by the server (see useSignIn). */
export function LoginForm({ redirectTo, initialEmail = '' }: { redirectTo: string; initialEmail?: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const { signIn, failure, setFailure, busy } = useSignIn('CUSTOMER', redirectTo);
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
    await signIn({ email, password, remember });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <EmailField value={email} error={errors.email} onChange={setEmail} />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex items-center justify-between gap-3 text-sm">
        <CheckField label="Remember me" checked={remember} onChange={setRemember} />
        <Link href="/forgot-password" className="font-medium text-leaf-700 underline-offset-4 hover:underline">
          Forgot password?
        </Link>
      </div>
      <FormMessage kind="error">{failure}</FormMessage>
      <SubmitButton busy={busy} busyText="Logging in…">
        Login
      </SubmitButton>
      <p className="text-center text-sm text-muted">
        New here?{' '}
        <Link href="/new" className="font-semibold text-leaf-700 underline-offset-4 hover:underline">
          Create new account
        </Link>
      </p>
    </form>
  );
}
