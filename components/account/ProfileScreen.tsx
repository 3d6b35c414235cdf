'use client';

import { useTranslations } from 'next-intl';
import { AddressBook } from './AddressBook';
import { MarketingConsentForm } from './MarketingConsentForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ProfileHeader } from './ProfileHeader';
import { useProfile } from './useProfile';

export function ProfileScreen() {
  const t = useTranslations('Account.profile');
  const profile = useProfile();
  if (profile.isPending) {
    return (
      <div className="space-y-6" aria-busy="true" aria-label={t('loading')}>
        <div className="skeleton h-44 rounded-3xl" />
        <div className="skeleton h-64 rounded-3xl" />
      </div>
    );
  }
  if (profile.isError || !profile.data) {
    return (
      <div role="alert" className="rounded-3xl border border-line bg-white p-8 text-center">
        <p className="text-spice-700">{t('loadFailed')}</p>
        <button type="button" className="btn btn-primary mt-4" onClick={() => void profile.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <ProfileHeader profile={profile.data} />
      <ProfileDetailsForm key={`${profile.data.name}|${profile.data.phone}`} profile={profile.data} />
      <MarketingConsentForm profile={profile.data} />
      <AddressBook addresses={profile.data.addresses} />
    </div>
  );
}
