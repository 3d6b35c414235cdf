import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/account/AuthCard';
import { LoginForm } from '@/components/account/LoginForm';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { localePath } from '@/lib/i18n/locales';
import { sanitizeRedirect } from '@/lib/security/redirect';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Auth.meta');
  return { title: t('login') };
}

type Props = { searchParams: Promise<{ redirect?: string | string[]; email?: string | string[] }> };

export default async function LoginPage({ searchParams }: Props) {
  const { redirect, email } = await searchParams;
  const [t, locale] = await Promise.all([getTranslations('Auth.login'), getLocale()]);
  // With nothing to go back to, the shopper lands on the home page in the language they signed in in.
  const redirectTo = sanitizeRedirect(Array.isArray(redirect) ? redirect[0] : redirect, localePath('/', locale));
  // Sign-up sends a new shopper here with the e-mail filled in when it could not sign them in itself.
  const initialEmail = (Array.isArray(email) ? email[0] : email)?.slice(0, 254) ?? '';
  return (
    <AuthCard title={t('title')} subtitle={t('subtitle')}>
      <ClientMessages only={['Auth']}>
        <LoginForm redirectTo={redirectTo} initialEmail={initialEmail} />
      </ClientMessages>
    </AuthCard>
  );
}
