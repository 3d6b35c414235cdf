'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { authApi } from '@/lib/api-client/auth';
import { localePath } from '@/lib/i18n/locales';
import { resetPasswordSchema } from '@/lib/validation/auth';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { NewPasswordFields } from './NewPasswordFields';
import { useCheckedSubmit } from './useCheckedSubmit';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useFormState } from '@/components/ui/form/useFormState';

/** After the reset, on to the sign-in the account uses: the shop's in the page's language, or the back office's for staff. */
export function ResetPasswordForm({ token, signInAt }: { token: string; signInAt: '/login' | '/admin/login' }) {
  const t = useTranslations('Auth.reset');
  const locale = useLocale();
  const router = useRouter();
  const { errors, failure, busy, check, send } = useCheckedSubmit();
  const { state, bind } = useFormState({ newPassword: '', confirmPassword: '' }, errors);
  const [success, setSuccess] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = check(resetPasswordSchema, { token, ...state });
    if (!input) return;
    const body = await send(authApi.resetPassword(input), t('failed'));
    if (!body) return;
    setSuccess(body.message || t('done'));
    const next = signInAt === '/login' ? localePath(signInAt, locale) : signInAt;
    setTimeout(() => router.push(next), 2000);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <NewPasswordFields
        id="reset-checklist"
        labels={{ password: t('newPassword'), confirm: t('confirmPassword') }}
        password={bind('newPassword')}
        confirm={bind('confirmPassword')}
      />
      <FormMessage kind="error">{failure}</FormMessage>
      <FormMessage kind="success">{success}</FormMessage>
      <SubmitButton busy={busy} busyText={t('saving')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
