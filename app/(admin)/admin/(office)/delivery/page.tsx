import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/PageHeader';
import { CourierListCard } from '@/components/admin/delivery/CourierListCard';
import { DeliveryForm } from '@/components/admin/delivery/DeliveryForm';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { courierListSummary } from '@/lib/delivery/courier/list';
import { getDeliverySettingsJson } from '@/lib/delivery/settings';

export const metadata: Metadata = { title: 'Delivery' };

export default async function DeliveryPage() {
  const user = await requireAdminPage('/admin/delivery');
  const [settings, courierList] = await Promise.all([getDeliverySettingsJson(user), courierListSummary(user)]);
  return (
    <>
      <PageHeader
        title="Delivery"
        description="The delivery dates and cash on delivery a shopper is promised for a PIN code, from each seller’s dispatch place."
      />
      <DeliveryForm initial={settings} />
      <CourierListCard summary={courierList} />
    </>
  );
}
