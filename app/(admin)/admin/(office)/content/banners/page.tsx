import type { Metadata } from 'next';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { BannerForm } from '@/components/admin/content/BannerForm';
import { BannerList } from '@/components/admin/content/BannerList';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { adminContent } from '@/lib/content/admin-content';

export const metadata: Metadata = { title: 'Banners' };

export default async function BannersPage() {
  const user = await requireAdminPage('/admin/content/banners');
  const banners = (await adminContent.banners.list(user, { page: 1, size: 100 })).items;
  return (
    <AdminListPage
      title="Banners"
      description="Order 1 and 2 are the side tiles beside the slider (top, then bottom); 3 and up are the slider's slides, in turn."
      newForm={{ title: 'New banner', form: <BannerForm /> }}
    >
      <BannerList banners={banners} />
    </AdminListPage>
  );
}
