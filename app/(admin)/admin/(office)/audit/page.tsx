import type { Metadata } from 'next';
import { AuditTable } from '@/components/admin/audit/AuditTable';
import { AdminListPage } from '@/components/admin/AdminListPage';
import { FilterButton } from '@/components/admin/FilterForm';
import { FilterSelect } from '@/components/admin/FilterSelect';
import { readListQuery, type ListScreenProps } from '@/components/admin/list-query';
import { firstParam } from '@/components/admin/options';
import { listAudit } from '@/lib/audit/audit';
import { requireAdminPage } from '@/lib/auth/staff-page';
import { pagingQuery } from '@/lib/validation/paging';

export const metadata: Metadata = { title: 'Audit log' };

const ENTITIES = ['product', 'category', 'post', 'page', 'banner', 'team', 'user', 'sub-order'];

export default async function AuditPage({ searchParams }: ListScreenProps) {
  await requireAdminPage('/admin/audit');
  const { raw, query } = await readListQuery(searchParams, pagingQuery, [], { size: '50' });
  const entity = firstParam(raw.entity)?.slice(0, 40) || undefined;
  const entityId = firstParam(raw.entityId)?.slice(0, 40) || undefined;
  const page = await listAudit({ entity, entityId, ...query });
  return (
    <AdminListPage
      title="Audit log"
      description="Every change made in the back office."
      pager={{ list: page, basePath: '/admin/audit', params: { entity, entityId } }}
    >
      <form
        method="get"
        role="search"
        className="mb-4 flex flex-wrap items-end gap-3 rounded-2xl bg-white p-4 shadow-card"
      >
        <FilterSelect label="Record type" name="entity" anyLabel="All" options={ENTITIES} value={entity} />
        <label className="text-sm">
          <span className="mb-1 block font-medium">Record id</span>
          <input name="entityId" defaultValue={entityId} className="field py-2" />
        </label>
        <FilterButton />
      </form>
      <AuditTable entries={page.items} />
    </AdminListPage>
  );
}
