import type { Metadata } from 'next';
import { ProfileScreen } from '@/components/account/ProfileScreen';
import { requirePageUser } from '@/lib/auth/page';

export const metadata: Metadata = { title: 'My Profile', robots: { index: false } };

export default async function ProfilePage() {
  await requirePageUser('/profile');
  return (
    <div className="container-shop max-w-5xl py-8 sm:py-12">
      <ProfileScreen />
    </div>
  );
}
