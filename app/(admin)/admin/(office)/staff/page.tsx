import type { Metadata } from 'next';
import { PeopleTable } from '@/components/admin/people/PeopleTable';
import { StaffActions } from '@/components/admin/people/StaffActions';
import { StaffCreateForm } from '@/components/admin/people/StaffCreateForm';
import { readListQuery, type ListScreenProps } from '@/components/admin/list-query';
import { PageHeader } from '@/components/admin/PageHeader';
import { Pager } from '@/components/admin/Pager';
import { listStaffMembers } from '@/lib/account/people';
import { peopleQuery } from '@/lib/account/people-schemas';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { listSellerOptions } from '@/lib/catalog/seller-options';

export const metadata: Metadata = { title: 'Staff' };

export default async function StaffPage({ searchParams }: ListScreenProps) {
  const user = await requireAdminPage('/admin/staff');
  const { query } = await readListQuery(searchParams, peopleQuery, [], { size: '50' });
  const [page, sellerRows] = await Promise.all([listStaffMembers(user, query), listSellerOptions()]);
  const sellers = sellerRows.map((s) => ({ value: s.slug, label: s.name }));
  return (
    <>
      <PageHeader
        title="Staff and seller members"
        description="Admins run the whole shop; a seller member runs one seller’s products and orders."
      />
      <div className="space-y-5">
        <PeopleTable
          rows={page.items}
          showSeller
          actions={(r) => (
            <StaffActions
              userId={r.id}
              name={r.name}
              role={r.role}
              sellerSlug={r.seller?.slug ?? null}
              sellers={sellers}
              isSelf={r.id === user.id}
            />
          )}
        />
        <Pager page={page.page} size={page.size} total={page.total} basePath="/admin/staff" params={{}} />
        <StaffCreateForm sellers={sellers} />
      </div>
    </>
  );
}
