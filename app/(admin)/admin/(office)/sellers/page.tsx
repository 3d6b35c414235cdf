import type { Metadata } from 'next';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { SellerForm } from '@/components/admin/sellers/SellerForm';
import { SellerList } from '@/components/admin/sellers/SellerList';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { listSellers } from '@/lib/catalog/sellers';

export const metadata: Metadata = { title: 'Sellers' };

export default async function SellersPage() {
  const user = await requireAdminPage('/admin/sellers');
  const sellers = await listSellers(user);
  return (
    <AdminListPage
      title="Sellers"
      description="Who sells through the shop: their invoices and shipping labels print these details."
      newForm={{ title: 'New seller', form: <SellerForm />, width: 'wide' }}
    >
      <SellerList sellers={sellers} />
    </AdminListPage>
  );
}
