import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/AuthCard';
import { SignupForm } from '@/components/account/SignupForm';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Auth.meta');
  return { title: t('signup') };
}

export default async function SignupPage() {
  const t = await getTranslations('Auth.signup');
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <ClientMessages only={['Auth']}>
        <SignupForm />
      </ClientMessages>
    </AuthCard>
  );
}
