'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { notify } from '@/lib/notify';
import { authApi } from '@/lib/api-client/auth';
import { changePasswordFormError } from '@/lib/validation/auth';
import { FormMessage } from '@/components/ui/form/FormMessage';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { useFormState } from '@/components/ui/form/useFormState';

export function ChangePasswordForm() {
  const router = useRouter();
  const { state: values, bind } = useFormState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = changePasswordFormError(values);
    setFailure(problem);
    if (problem) return;
    setBusy(true);
    try {
      await authApi.changePassword(values);
      notify.success('Password updated successfully. You have been signed out on your other devices.');
      router.push('/profile');
    } catch (error) {
      setFailure((error as Error).message || 'Failed to update password');
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PasswordField label="Current password" autoComplete="current-password" required {...bind('currentPassword')} />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        required
        aria-describedby="change-checklist"
        {...bind('newPassword')}
      />
      <PasswordChecklist id="change-checklist" password={values.newPassword} />
      <PasswordField label="Confirm new password" autoComplete="new-password" required {...bind('confirmPassword')} />
      {values.confirmPassword && values.confirmPassword !== values.newPassword && (
        <p className="text-sm text-muted">The confirmation does not match yet.</p>
      )}
      <FormMessage kind="error">{failure}</FormMessage>
      <SubmitButton busy={busy} busyText="Updating…">
        Update Password
      </SubmitButton>
    </form>
  );
}
