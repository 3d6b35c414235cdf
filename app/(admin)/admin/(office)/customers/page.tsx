import type { Metadata } from 'next';
import Link from 'next/link';
import { BlockButton } from '@/components/admin/people/BlockButton';
import { PeopleTable } from '@/components/admin/people/PeopleTable';
import { PageHeader } from '@/components/admin/PageHeader';
import { Pager } from '@/components/admin/Pager';
import { firstParam } from '@/components/admin/options';
import { listCustomers } from '@/lib/account/people';
import { peopleQuery } from '@/lib/account/people-schemas';
import { requireAdminPage } from '@/lib/auth/staff-page';

export const metadata: Metadata = { title: 'Customers' };

export default async function CustomersPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const user = await requireAdminPage('/admin/customers');
  const raw = await searchParams;
  const q = firstParam(raw.q);
  const parsed = peopleQuery.safeParse({ q, page: firstParam(raw.page) });
  const page = await listCustomers(user, parsed.success ? parsed.data : peopleQuery.parse({}));
  return (
    <>
      <PageHeader title="Customers" description="A blocked customer is signed out and cannot sign in." />
      <form method="get" role="search" className="mb-4 flex gap-2">
        <label className="flex-1">
          <span className="sr-only">Search customers</span>
          <input type="search" name="q" defaultValue={q} placeholder="Name, email or phone" className="field py-2" />
        </label>
        <button type="submit" className="btn btn-primary px-4 py-2">
          Search
        </button>
      </form>
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
      <Pager page={page.page} size={page.size} total={page.total} basePath="/admin/customers" params={{ q }} />
    </>
  );
}
