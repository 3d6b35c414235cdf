import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfileScreen } from '@/components/account/ProfileScreen';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { PROFILE_KEY } from '@/components/query-keys';
import { Prefetched } from '@/components/ui/Prefetched';
import { getProfile } from '@/lib/account/profile';
import { requirePageUser } from '@/lib/auth/page';

export const dynamic = 'force-dynamic';
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account.meta');
  return { title: t('profile'), robots: { index: false } };
}

/** Profile and saved addresses in the first HTML; edits refresh them in the browser. */
export default async function ProfilePage() {
  const user = await requirePageUser('/profile');
  const profile = await getProfile(user.id);
  return (
    <div className="container-shop max-w-5xl py-8 sm:py-12">
      <Prefetched seeds={[[PROFILE_KEY, profile]]}>
        {/* Auth: the details form shows the sign-up schema's messages for name and phone. */}
        <ClientMessages only={['Account', 'Auth']}>
          <ProfileScreen />
        </ClientMessages>
      </Prefetched>
    </div>
  );
}
