'use client';

import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';

type Binding = { value: string; error?: string; onChange: (e: { target: { value: string } }) => void };

/**
 * Choosing a password (reset, change): the new one with the strong-password checklist it is read
 * against, then the same again. `id` names the checklist the field points to.
 */
export function NewPasswordFields({
  id,
  labels,
  password,
  confirm,
}: {
  id: string;
  labels: { password: string; confirm: string };
  password: Binding;
  confirm: Binding;
}) {
  return (
    <>
      <PasswordField label={labels.password} autoComplete="new-password" required aria-describedby={id} {...password} />
      <PasswordChecklist id={id} password={password.value} />
      <PasswordField label={labels.confirm} autoComplete="new-password" required {...confirm} />
    </>
  );
}
