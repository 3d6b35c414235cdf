import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/AuthCard';
import { ForgotPasswordForm } from '@/components/account/ForgotPasswordForm';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Auth.meta');
  return { title: t('forgotPassword') };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations('Auth.forgot');
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <ClientMessages only={['Auth']}>
        <ForgotPasswordForm />
      </ClientMessages>
    </AuthCard>
  );
}
