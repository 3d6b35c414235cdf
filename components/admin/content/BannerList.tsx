'use client';

import { adminContentApi } from '@/lib/api-client/admin-content';
import { bannerPlace } from '@/lib/content/banner-places';
import type { AdminBannerDto } from '@/lib/content/admin-content';
import { BannerForm } from './BannerForm';
import { EditableList } from './EditableList';

/** The home page's banners in their order, each named by its place and editable in place. */
export function BannerList({ banners }: { banners: AdminBannerDto[] }) {
  return (
    <EditableList
      entries={banners}
      describe={(b) => ({
        label: b.title,
        detail: `${bannerPlace(b.displayOrder).label} · order ${b.displayOrder}${b.isActive ? '' : ' · hidden'}`,
      })}
      remove={adminContentApi.banners.remove}
      form={(banner, close) => <BannerForm banner={banner} onDone={close} />}
    />
  );
}
