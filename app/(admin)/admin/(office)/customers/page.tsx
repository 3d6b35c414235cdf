import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { readListQuery, type ListScreenProps } from '@/components/admin/list-query';
import { BlockButton } from '@/components/admin/people/BlockButton';
import { PeopleTable } from '@/components/admin/people/PeopleTable';
import { SearchForm } from '@/components/admin/SearchForm';
import { listCustomers } from '@/lib/account/people';
import { peopleQuery } from '@/lib/account/people-schemas';
import { requireAdminPage } from '@/lib/auth/staff-page';

export const metadata: Metadata = { title: 'Customers' };

export default async function CustomersPage({ searchParams }: ListScreenProps) {
  const user = await requireAdminPage('/admin/customers');
  const { values, query } = await readListQuery(searchParams, peopleQuery, ['q']);
  const page = await listCustomers(user, query);
  return (
    <AdminListPage
      title="Customers"
      description="A blocked customer is signed out and cannot sign in."
      pager={{ list: page, basePath: '/admin/customers', params: values }}
    >
      <SearchForm label="Search customers" placeholder="Name, email or phone" q={values.q} />
      <PeopleTable
        rows={page.items}
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
