import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import type { ProfileDto } from '@/lib/account/profile';
import { AvatarUpload } from './AvatarUpload';

export function ProfileHeader({ profile }: { profile: ProfileDto }) {
  const t = useTranslations('Account.profile');
  return (
    <section className="flex flex-col items-center gap-6 rounded-3xl border border-line bg-white p-6 shadow-card sm:flex-row sm:p-8">
      <AvatarUpload name={profile.name} imageUrl={profile.profileImageUrl} />
      <div className="flex-1 text-center sm:text-left">
        <h1 className="text-2xl font-semibold text-leaf-900 sm:text-3xl">{profile.name}</h1>
        <p className="mt-1 break-all text-sm text-muted">{profile.email}</p>
        <p className="text-sm text-muted">+91 {profile.phone}</p>
      </div>
      <Link href="/change-password" className="btn btn-outline">
        {t('changePassword')}
      </Link>
    </section>
  );
}
