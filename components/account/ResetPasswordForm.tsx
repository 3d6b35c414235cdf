'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { authApi } from '@/lib/api-client/auth';
import { localePath } from '@/lib/i18n/locales';
import { resetPasswordSchema } from '@/lib/validation/auth';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';
import { useCheckedSubmit } from './useCheckedSubmit';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useFormState } from '@/components/ui/form/useFormState';

/** After the reset, on to the sign-in the account uses: the shop's in the page's language, or the back office's for staff. */
export function ResetPasswordForm({ token, signInAt }: { token: string; signInAt: '/login' | '/admin/login' }) {
  const t = useTranslations('Auth.reset');
  const locale = useLocale();
  const router = useRouter();
  const { errors, failure, busy, check, fail } = useCheckedSubmit();
  const { state, bind } = useFormState({ newPassword: '', confirmPassword: '' }, errors);
  const [success, setSuccess] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = check(resetPasswordSchema, { token, ...state });
    if (!input) return;
    try {
      const { ok, body } = await authApi.resetPassword(input);
      if (!ok) return fail(body?.message || t('failed'));
      setSuccess(body?.message || t('done'));
      const next = signInAt === '/login' ? localePath(signInAt, locale) : signInAt;
      setTimeout(() => router.push(next), 2000);
    } catch {
      fail(t('failed'));
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PasswordField
        label={t('newPassword')}
        autoComplete="new-password"
        required
        {...bind('newPassword')}
        aria-describedby="reset-checklist"
      />
      <PasswordChecklist id="reset-checklist" password={state.newPassword} />
      <PasswordField label={t('confirmPassword')} autoComplete="new-password" required {...bind('confirmPassword')} />
      <FormMessage kind="error">{failure}</FormMessage>
      <FormMessage kind="success">{success}</FormMessage>
      <SubmitButton busy={busy} busyText={t('saving')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
