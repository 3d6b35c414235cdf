import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/AdminShell';
import { getProfile } from '@/lib/account/profile';
import { requireStaffPage } from '@/lib/auth/staff-page';

/** Signed-in staff only; each page checks again (a layout is not re-run on every client navigation). */
export default async function OfficeLayout({ children }: { children: ReactNode }) {
  const user = await requireStaffPage();
  // A seller's member sees whose shop they are running.
  const seller = user.role === 'SELLER' ? (await getProfile(user.id)).seller : null;
  return (
    <AdminShell user={user} sellerName={seller?.name}>
      {children}
    </AdminShell>
  );
}
