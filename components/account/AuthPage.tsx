import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import type { Messages } from '@/messages';
import { AuthCard } from './AuthCard';

/** A bare page's tab title, one of Auth.meta. */
export function authMetadata(key: keyof Messages['Auth']['meta']) {
  return async function generateMetadata(): Promise<Metadata> {
    const t = await getTranslations('Auth.meta');
    return { title: t(key) };
  };
}

type Screen = 'login' | 'signup' | 'forgot' | 'resetSent';

/**
 * A sign-in or password page: the card headed by Auth.<screen>'s title (and its subtitle, where the
 * screen has one), around a client form that gets the Auth strings.
 */
export async function AuthPage({ screen, form }: { screen: Screen; form: ReactNode }) {
  const t = await getTranslations('Auth');
  return (
    <AuthCard title={t(`${screen}.title`)} subtitle={screen === 'resetSent' ? undefined : t(`${screen}.subtitle`)}>
      <ClientMessages only={['Auth']}>{form}</ClientMessages>
    </AuthCard>
  );
}
