import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { staffList, type ListScreenProps } from '@/components/admin/list-query';
import { BlockButton } from '@/components/admin/people/BlockButton';
import { CodRecord } from '@/components/admin/people/CodRecord';
import { CustomerFilters } from '@/components/admin/people/CustomerFilters';
import { PeopleTable } from '@/components/admin/people/PeopleTable';
import { listCustomers } from '@/lib/account/people';
import { customersQuery } from '@/lib/account/people-schemas';

export const metadata: Metadata = { title: 'Customers' };

const CUSTOMERS = staffList('/admin/customers', customersQuery, ['q', 'codBarred'], listCustomers, 'admin');

export default async function CustomersPage({ searchParams }: ListScreenProps) {
  const { values, page, pager } = await CUSTOMERS.load(searchParams);
  return (
    <AdminListPage
      title="Customers"
      description="A blocked customer is signed out and cannot sign in. Two COD parcels refused bar cash on delivery."
      pager={pager}
    >
      <CustomerFilters values={values} />
      <PeopleTable
        rows={page.items}
        codRecord={(r) => <CodRecord refusals={r.codRefusals} />}
        actions={(r) => (
          <div className="flex flex-wrap items-center gap-2">
            <Link href={`/admin/customers/${r.id}`} className="btn btn-outline px-3 py-1">
              Orders<span className="sr-only"> of {r.name}</span>
            </Link>
            <BlockButton userId={r.id} name={r.name} blocked={r.status === 'BLOCKED'} />
          </div>
        )}
      />
    </AdminListPage>
  );
}
