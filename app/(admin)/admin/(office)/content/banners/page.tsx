import type { Metadata } from 'next';
import { BannerForm } from '@/components/admin/content/BannerForm';
import { BannerList } from '@/components/admin/content/BannerList';
import { PageHeader } from '@/components/admin/PageHeader';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { adminContent } from '@/lib/content/admin-content';

export const metadata: Metadata = { title: 'Banners' };

export default async function BannersPage() {
  const user = await requireAdminPage('/admin/content/banners');
  const banners = (await adminContent.banners.list(user, { page: 1, size: 100 })).items;
  return (
    <>
      <PageHeader
        title="Banners"
        description="Order 1 and 2 are the side tiles beside the slider (top, then bottom); 3 and up are the slider's slides, in turn."
      />
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_26rem]">
        <BannerList banners={banners} />
        <section aria-labelledby="new-banner" className="rounded-2xl bg-white p-5 shadow-card">
          <h2 id="new-banner" className="mb-3 font-semibold">
            New banner
          </h2>
          <BannerForm />
        </section>
      </div>
    </>
  );
}
