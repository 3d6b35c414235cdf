import type { Metadata } from 'next';
import { PageHeader } from '@/components/admin/PageHeader';
import { SellerForm } from '@/components/admin/sellers/SellerForm';
import { SellerList } from '@/components/admin/sellers/SellerList';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { listSellers } from '@/lib/catalog/sellers';

export const metadata: Metadata = { title: 'Sellers' };

export default async function SellersPage() {
  const user = await requireAdminPage('/admin/sellers');
  const sellers = await listSellers(user);
  return (
    <>
      <PageHeader
        title="Sellers"
        description="Who sells through the shop: their invoices and shipping labels print these details."
      />
      <div className="grid gap-5 xl:grid-cols-[minmax(0,1fr)_28rem]">
        <SellerList sellers={sellers} />
        <section aria-labelledby="new-seller" className="h-fit rounded-2xl bg-white p-5 shadow-card">
          <h2 id="new-seller" className="mb-3 font-semibold">
            New seller
          </h2>
          <SellerForm />
        </section>
      </div>
    </>
  );
}
