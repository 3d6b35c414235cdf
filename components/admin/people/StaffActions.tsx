'use client';

import { useState } from 'react';
import type { Option } from '../options';
import { adminPeopleApi } from '@/lib/api-client/admin-people';
import { useAdminWrite } from '../useAdminWrite';
import { Options } from '@/components/ui/form/Options';

type Role = Parameters<typeof adminPeopleApi.changeRole>[1]['role'];

type Props = {
  userId: number;
  name: string;
  role: string;
  sellerSlug: string | null;
  sellers: Option[];
  isSelf: boolean;
};

/** Change a staff account's role (and seller), or remove it; an admin cannot demote or remove themself. */
export function StaffActions({ userId, name, role, sellerSlug, sellers, isSelf }: Props) {
  const [nextRole, setNextRole] = useState(role);
  const [seller, setSeller] = useState(sellerSlug ?? sellers[0]?.value ?? '');
  const { run, failure, busy } = useAdminWrite();
  const changed = nextRole !== role || (nextRole === 'SELLER' && seller !== sellerSlug);
  if (isSelf) return <span className="text-xs text-muted">You</span>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label className="sr-only" htmlFor={`role-${userId}`}>
        Role of {name}
      </label>
      <select
        id={`role-${userId}`}
        value={nextRole}
        onChange={(e) => setNextRole(e.target.value)}
        className="field w-auto py-1 text-sm"
      >
        <option value="ADMIN">Admin</option>
        <option value="SELLER">Seller member</option>
        <option value="CUSTOMER">Customer (no back office)</option>
      </select>
      {nextRole === 'SELLER' && (
        <>
          <label className="sr-only" htmlFor={`seller-${userId}`}>
            Seller of {name}
          </label>
          <select
            id={`seller-${userId}`}
            value={seller}
            onChange={(e) => setSeller(e.target.value)}
            className="field w-auto py-1 text-sm"
          >
            <Options options={sellers} />
          </select>
        </>
      )}
      <button
        type="button"
        className="btn btn-outline px-3 py-1"
        disabled={busy || !changed}
        onClick={() =>
          run(
            () =>
              adminPeopleApi.changeRole(userId, {
                role: nextRole as Role,
                ...(nextRole === 'SELLER' ? { sellerSlug: seller } : {}),
              }),
            'Role changed',
          )
        }
      >
        Save
      </button>
      <button
        type="button"
        className="btn btn-ghost px-3 py-1 text-spice-700"
        disabled={busy}
        onClick={() =>
          window.confirm(`Remove ${name} from the staff?`) && run(() => adminPeopleApi.removeStaff(userId), 'Removed')
        }
      >
        Remove
      </button>
      {failure && (
        <p role="alert" className="w-full text-xs text-spice-600">
          {failure}
        </p>
      )}
    </div>
  );
}
