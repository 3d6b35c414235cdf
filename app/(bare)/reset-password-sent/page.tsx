import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/AuthCard';
import { ResetSent } from '@/components/account/ResetSent';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Auth.meta');
  return { title: t('resetSent') };
}

export default async function ResetPasswordSentPage() {
  const t = await getTranslations('Auth.resetSent');
  return (
    <AuthCard title={t('title')}>
      <ClientMessages only={['Auth']}>
        <ResetSent />
      </ClientMessages>
    </AuthCard>
  );
}
