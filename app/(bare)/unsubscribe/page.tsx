import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/AuthCard';
import { Link } from '@/lib/i18n/navigation';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Auth.meta');
  return { title: t('unsubscribed'), robots: { index: false } };
}

/** Where the unsubscribe link in a marketing mail lands once consent is off (app/api/unsubscribe). */
export default async function UnsubscribedPage() {
  const t = await getTranslations('Auth.unsubscribe');
  return (
    <AuthCard title={t('title')}>
      <div className="space-y-4 text-sm text-ink">
        <p role="status">{t('status')}</p>
        <p className="text-muted">{t('body')}</p>
        <Link href="/profile" className="btn btn-outline w-full">
          {t('profile')}
        </Link>
      </div>
    </AuthCard>
  );
}
