import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { requirePageUser } from '@/lib/auth/page';
import { ChangePasswordForm } from '@/components/account/ChangePasswordForm';
import { ClientMessages } from '@/components/i18n/ClientMessages';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Auth.meta');
  return { title: t('changePassword'), robots: { index: false } };
}

export default async function ChangePasswordPage() {
  await requirePageUser('/change-password');
  const t = await getTranslations('Auth.change');
  return (
    <div className="container-shop flex justify-center py-8 sm:py-12">
      <section className="w-full max-w-lg rounded-3xl border border-line bg-white p-6 shadow-card sm:p-8">
        <h1 className="text-2xl font-semibold text-leaf-900 sm:text-3xl">{t('title')}</h1>
        <p className="mt-2 text-sm text-muted">{t('intro')}</p>
        <div className="mt-6">
          <ClientMessages only={['Auth']}>
            <ChangePasswordForm />
          </ClientMessages>
        </div>
      </section>
    </div>
  );
}
