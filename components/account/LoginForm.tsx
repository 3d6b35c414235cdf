'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { PasswordField } from './PasswordField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { EmailField } from '@/components/ui/form/EmailField';
import { CheckField } from '@/components/ui/form/fields';
import { useBackGoesHome } from './useBackGoesHome';
import { useSignIn } from './useSignIn';
import { AuthSwitchLink } from './AuthSwitchLink';

/** A shopper's sign-in: e-mail and password checked for presence here, everything else by the server (see useSignIn). */
export function LoginForm({ redirectTo, initialEmail = '' }: { redirectTo: string; initialEmail?: string }) {
  const t = useTranslations('Auth');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const { signIn, failure, setFailure, busy } = useSignIn('CUSTOMER', redirectTo, t('validation.invalidCredentials'));
  useBackGoesHome();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      email: email.trim() ? undefined : t('validation.emailRequired'),
      password: password ? undefined : t('validation.passwordRequired'),
    };
    setErrors(missing);
    setFailure(null);
    if (missing.email || missing.password) return;
    await signIn({ email, password, remember });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <EmailField label={t('fields.email')} value={email} error={errors.email} onChange={setEmail} />
      <PasswordField
        label={t('fields.password')}
        autoComplete="current-password"
        required
        value={password}
        error={errors.password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex items-center justify-between gap-3 text-sm">
        <CheckField label={t('login.remember')} checked={remember} onChange={setRemember} />
        <Link href="/forgot-password" className="font-medium text-leaf-700 underline-offset-4 hover:underline">
          {t('login.forgot')}
        </Link>
      </div>
      <FormMessage kind="error">{failure}</FormMessage>
      <SubmitButton busy={busy} busyText={t('login.busy')}>
        {t('login.submit')}
      </SubmitButton>
      <AuthSwitchLink lead={t('login.newHere')} href="/new">
        {t('login.createAccount')}
      </AuthSwitchLink>
    </form>
  );
}
