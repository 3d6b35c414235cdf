'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { authApi } from '@/lib/api-client/auth';
import { useRouter } from '@/lib/i18n/navigation';
import { changePasswordFormError } from '@/lib/validation/auth';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { NewPasswordFields } from './NewPasswordFields';
import { PasswordField } from './PasswordField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useFormState } from '@/components/ui/form/useFormState';
import { useAuthValidationWords } from './useValidationWords';

export function ChangePasswordForm() {
  const t = useTranslations('Auth.change');
  const words = useAuthValidationWords();
  const router = useRouter();
  const { state: values, bind } = useFormState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = changePasswordFormError(values);
    setFailure(problem && words(problem));
    if (problem) return;
    setBusy(true);
    try {
      await authApi.changePassword(values);
      notify.success(t('updated'));
      router.push('/profile');
    } catch (error) {
      setFailure((error as Error).message || t('failed'));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PasswordField label={t('current')} autoComplete="current-password" required {...bind('currentPassword')} />
      <NewPasswordFields
        id="change-checklist"
        labels={{ password: t('newPassword'), confirm: t('confirm') }}
        password={bind('newPassword')}
        confirm={bind('confirmPassword')}
      />
      {values.confirmPassword && values.confirmPassword !== values.newPassword && (
        <p className="text-sm text-muted">{t('notMatching')}</p>
      )}
      <FormMessage kind="error">{failure}</FormMessage>
      <SubmitButton busy={busy} busyText={t('updating')}>
        {t('submit')}
      </SubmitButton>
    </form>
  );
}
