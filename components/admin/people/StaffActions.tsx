'use client';

import { useState, type ReactNode } from 'react';
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

type RowSelectProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
};

/** A small select in a table row, its label for screen readers only. */
function RowSelect({ id, label, value, onChange, children }: RowSelectProps) {
  return (
    <>
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="field w-auto py-1 text-sm">
        {children}
      </select>
    </>
  );
}

/** Change a staff account's role (and seller), or remove it; an admin cannot demote or remove themself. */
export function StaffActions({ userId, name, role, sellerSlug, sellers, isSelf }: Props) {
  const [nextRole, setNextRole] = useState(role);
  const [seller, setSeller] = useState(sellerSlug ?? sellers[0]?.value ?? '');
  const { run, failure, busy } = useAdminWrite();
  const changed = nextRole !== role || (nextRole === 'SELLER' && seller !== sellerSlug);
  if (isSelf) return <span className="text-xs text-muted">You</span>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <RowSelect id={`role-${userId}`} label={`Role of ${name}`} value={nextRole} onChange={setNextRole}>
        <option value="ADMIN">Admin</option>
        <option value="SELLER">Seller member</option>
        <option value="CUSTOMER">Customer (no back office)</option>
      </RowSelect>
      {nextRole === 'SELLER' && (
        <RowSelect id={`seller-${userId}`} label={`Seller of ${name}`} value={seller} onChange={setSeller}>
          <Options options={sellers} />
        </RowSelect>
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
