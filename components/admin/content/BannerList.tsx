'use client';

import { BannerForm, type AdminBanner } from './BannerForm';
import { EditableList } from './EditableList';

/** The home page's slides in their order, each editable in place. */
export function BannerList({ banners }: { banners: AdminBanner[] }) {
  const byId = new Map(banners.map((b) => [b.id, b]));
  return (
    <EditableList
      resource="banners"
      items={banners.map((b) => ({ id: b.id, label: b.title, detail: `order ${b.displayOrder}${b.isActive ? '' : ' · hidden'}` }))}
      form={(id, close) => <BannerForm banner={byId.get(id)} onDone={close} />}
    />
  );
}
