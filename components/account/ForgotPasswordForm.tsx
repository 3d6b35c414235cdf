'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { useRouter } from '@/lib/i18n/navigation';
import { authApi } from '@/lib/api-client/auth';
import { parseWith } from '@/lib/validation/parse';
import { forgotPasswordSchema } from '@/lib/validation/auth';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { EmailField } from '@/components/ui/form/EmailField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useAuthValidationWords } from './useValidationWords';
import { AuthSwitchLink } from './AuthSwitchLink';

/** The e-mail handed to the 'reset link sent' page, kept in the tab's session storage (never in the URL, where it would be logged). */
export const RESET_EMAIL_KEY = 'reset-password-email';

export function ForgotPasswordForm() {
  const t = useTranslations('Auth');
  const words = useAuthValidationWords();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseWith(forgotPasswordSchema, { email });
    setFailure(null);
    if (!parsed.ok) return setError(parsed.errors.email && words(parsed.errors.email));
    setError(undefined);
    setBusy(true);
    try {
      await authApi.requestPasswordReset(parsed.data);
      sessionStorage.setItem(RESET_EMAIL_KEY, parsed.data.email);
      notify.success(t('forgot.sent'));
      router.push('/reset-password-sent');
    } catch {
      setFailure(t('forgot.invalidUser'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <fieldset disabled={busy} className="space-y-4">
        <EmailField label={t('fields.email')} value={email} error={error} onChange={setEmail} />
        <FormMessage kind="error">{failure}</FormMessage>
        <SubmitButton busy={busy} busyText={t('forgot.sending')}>
          {t('forgot.submit')}
        </SubmitButton>
      </fieldset>
      <AuthSwitchLink href="/login">{t('forgot.backToLogin')}</AuthSwitchLink>
    </form>
  );
}
