import type { ReactNode } from 'react';
import type { PersonDto } from '@/lib/account/people';
import { formatIstShortDate } from '@/lib/format/ist-times';
import { DataTable } from '../DataTable';

/** Accounts as rows; the last cell holds whatever the screen lets the admin do with each. */
export function PeopleTable<R extends PersonDto>({
  rows,
  actions,
  showSeller,
  codRecord,
}: {
  rows: R[];
  actions: (row: R) => ReactNode;
  showSeller?: boolean;
  /** the customer list's column of COD parcels refused */
  codRecord?: (row: R) => ReactNode;
}) {
  return (
    <DataTable
      rows={rows}
      rowKey={(r) => r.id}
      empty="Nobody found."
      rowClassName="align-top"
      columns={[
        { header: 'Name', className: 'font-medium', cell: (r) => r.name },
        {
          header: 'Contact',
          cell: (r) => (
            <>
              {r.email}
              <span className="block text-xs text-muted">{r.phone}</span>
            </>
          ),
        },
        !!showSeller && {
          header: 'Role',
          cell: (r) => (r.role === 'ADMIN' ? 'Admin' : `Seller: ${r.seller?.name ?? '—'}`),
        },
        { header: 'Since', className: 'whitespace-nowrap', cell: (r) => formatIstShortDate(r.createdAt) },
        {
          header: 'Status',
          cell: (r) =>
            r.status === 'BLOCKED' ? <span className="font-semibold text-spice-700">Blocked</span> : 'Active',
        },
        !!codRecord && { header: 'COD refused', cell: codRecord },
        { header: <span className="sr-only">Actions</span>, cell: actions },
      ]}
    />
  );
}
