'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import type { ProfileDto } from '@/lib/account/profile';
import { profileApi } from '@/lib/api-client/account';
import { ApiError } from '@/lib/api-client/fetch';
import { parseWith } from '@/lib/validation/parse';
import { notify } from '@/lib/notify';
import { refreshSession } from '@/components/layout/useShopper';
import { TextField } from '@/components/ui/form/TextField';
import { PhoneField } from '@/components/ui/form/PhoneField';
import { AccountSection } from './AccountSection';
import { SubmitButton } from '@/components/ui/form/SubmitButton';
import { PROFILE_KEY } from '@/components/query-keys';
import { translateErrors, useAuthValidationWords } from './useValidationWords';

/** The server's schema, fetched when the form opens: zod stays out of the page's first load (as in AddressForm). */
const loadDetailsSchema = () => import('@/lib/validation/auth').then((m) => m.profileDetailsSchema);

/** Name and phone, shown with an Edit button; the form checks with the server's own schema first. */
export function ProfileDetailsForm({ profile }: { profile: Pick<ProfileDto, 'name' | 'phone'> }) {
  const t = useTranslations('Account.details');
  const words = useAuthValidationWords();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (open) void loadDetailsSchema();
  }, [open]);
  const [values, setValues] = useState({ name: profile.name, phone: profile.phone });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: typeof values) => profileApi.update(body),
    onSuccess: (data) => {
      client.setQueryData(PROFILE_KEY, data);
      // The header's menu shows the shopper's name.
      void refreshSession();
    },
  });

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => setValues({ ...values, [name]: e.target.value }),
  });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = parseWith(await loadDetailsSchema(), values);
    if (!parsed.ok) return setErrors(translateErrors(parsed.errors, words));
    try {
      await save.mutateAsync(parsed.data);
      notify.success(t('updated'));
      setErrors({});
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      notify.error(error instanceof ApiError && error.status < 500 ? error.message : t('failed'));
    }
  }

  return (
    <AccountSection
      id="details-heading"
      title={t('title')}
      action={
        <button
          type="button"
          className={open ? 'btn btn-ghost' : 'btn btn-outline'}
          onClick={() => (setValues({ name: profile.name, phone: profile.phone }), setErrors({}), setOpen(!open))}
        >
          {open ? t('cancel') : t('edit')}
        </button>
      }
    >
      {open ? (
        <form onSubmit={submit} noValidate className="mt-6 grid gap-4 sm:grid-cols-2">
          <TextField label={t('name')} required autoComplete="name" {...field('name')} />
          <PhoneField label={t('phone')} required autoComplete="tel-national" {...field('phone')} />
          <SubmitButton busy={save.isPending} busyText={t('saving')} className="sm:col-span-2 sm:w-fit">
            {t('save')}
          </SubmitButton>
        </form>
      ) : (
        <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t('nameTerm')}</dt>
          <dd className="font-medium text-ink">{profile.name}</dd>
          <dt className="text-muted">{t('phoneTerm')}</dt>
          <dd className="font-medium text-ink">+91 {profile.phone}</dd>
        </dl>
      )}
    </AccountSection>
  );
}
