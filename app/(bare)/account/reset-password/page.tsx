import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ResetPasswordScreen } from '@/components/account/ResetPasswordScreen';
import { ClientMessages } from '@/components/i18n/ClientMessages';

// The token is in the link: never send it on to another site as a referrer.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Auth.meta');
  return { title: t('resetPassword'), referrer: 'no-referrer' };
}

type Props = { searchParams: Promise<{ token?: string | string[]; for?: string | string[] }> };

export default async function Page({ searchParams }: Props) {
  const { token, for: audience } = await searchParams;
  const value = (Array.isArray(token) ? token[0] : token)?.trim() || null;
  // A new staff member's welcome link (lib/auth/password-reset.ts issueWelcomeLink) ends at the staff sign-in.
  return (
    <ClientMessages only={['Auth']}>
      <ResetPasswordScreen token={value} staff={audience === 'staff'} />
    </ClientMessages>
  );
}
