'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import type { ProfileDto } from '@/lib/account/profile';
import { profileApi } from '@/lib/api-client/account';
import { ApiError } from '@/lib/api-client/fetch';
import { notify } from '@/lib/notify';
import { CheckField } from '@/components/ui/form/fields';
import { PROFILE_KEY } from '@/components/query-keys';
import { AccountSection } from './AccountSection';

type Props = { profile: Pick<ProfileDto, 'name' | 'phone' | 'marketingConsent'> };

/**
 * Offers and cart reminders by e-mail (DPDP Act 2023): the shopper's own choice, saved as soon as the
 * box changes. Order mails are not marketing and come either way.
 */
export function MarketingConsentForm({ profile }: Props) {
  const t = useTranslations('Account.offers');
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (marketingConsent: boolean) =>
      profileApi.update({ name: profile.name, phone: profile.phone, marketingConsent }),
    onSuccess: (data) => client.setQueryData(PROFILE_KEY, data),
  });

  async function change(marketingConsent: boolean) {
    try {
      await save.mutateAsync(marketingConsent);
      notify.success(marketingConsent ? t('on') : t('off'));
    } catch (error) {
      notify.error(error instanceof ApiError && error.status < 500 ? error.message : t('failed'));
    }
  }

  return (
    <AccountSection id="offers-heading" title={t('title')} action={null}>
      <div className="mt-4 space-y-2" aria-busy={save.isPending}>
        <CheckField
          name="marketingConsent"
          label={t('label')}
          checked={save.isPending ? (save.variables ?? profile.marketingConsent) : profile.marketingConsent}
          onChange={(v) => void change(v)}
        />
        <p className="text-sm text-muted">{t('note')}</p>
      </div>
    </AccountSection>
  );
}
