import type { ReactNode } from 'react';
import type { PersonDto } from '@/lib/account/people';
import { formatIstShortDate } from '@/lib/format/ist-times';

/** Accounts as rows; the last cell holds whatever the screen lets the admin do with each. */
export function PeopleTable({
  rows,
  actions,
  showSeller,
}: {
  rows: PersonDto[];
  actions: (row: PersonDto) => ReactNode;
  showSeller?: boolean;
}) {
  if (rows.length === 0)
    return <p className="rounded-2xl bg-white p-5 text-sm text-muted shadow-card">Nobody found.</p>;
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-card">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-line text-xs uppercase text-muted">
          <tr>
            <th scope="col" className="px-3 py-2">
              Name
            </th>
            <th scope="col" className="px-3 py-2">
              Contact
            </th>
            {showSeller && (
              <th scope="col" className="px-3 py-2">
                Role
              </th>
            )}
            <th scope="col" className="px-3 py-2">
              Since
            </th>
            <th scope="col" className="px-3 py-2">
              Status
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className="border-b border-line/60 align-top last:border-0">
              <td className="px-3 py-2 font-medium">{r.name}</td>
              <td className="px-3 py-2">
                {r.email}
                <span className="block text-xs text-muted">{r.phone}</span>
              </td>
              {showSeller && (
                <td className="px-3 py-2">{r.role === 'ADMIN' ? 'Admin' : `Seller: ${r.seller?.name ?? '—'}`}</td>
              )}
              <td className="whitespace-nowrap px-3 py-2">{formatIstShortDate(r.createdAt)}</td>
              <td className="px-3 py-2">
                {r.status === 'BLOCKED' ? <span className="font-semibold text-spice-700">Blocked</span> : 'Active'}
              </td>
              <td className="px-3 py-2">{actions(r)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
