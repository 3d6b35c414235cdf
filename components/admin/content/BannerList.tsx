'use client';

import { adminContentApi } from '@/lib/api-client/admin-content';
import { bannerPlace } from '@/lib/content/banner-places';
import type { AdminBannerDto } from '@/lib/content/admin-content';
import { BannerForm } from './BannerForm';
import { EditableList } from './EditableList';

/** The home page's banners in their order, each named by its place and editable in place. */
export function BannerList({ banners }: { banners: AdminBannerDto[] }) {
  const byId = new Map(banners.map((b) => [b.id, b]));
  return (
    <EditableList
      remove={adminContentApi.banners.remove}
      items={banners.map((b) => ({
        id: b.id,
        label: b.title,
        detail: `${bannerPlace(b.displayOrder).label} · order ${b.displayOrder}${b.isActive ? '' : ' · hidden'}`,
      }))}
      form={(id, close) => <BannerForm banner={byId.get(id)} onDone={close} />}
    />
  );
}
