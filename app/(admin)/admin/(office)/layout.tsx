import type { ReactNode } from 'react';
import { AdminShell } from '@/components/admin/AdminShell';
import { requireStaffPage } from '@/lib/auth/staff-page';

/** Signed-in staff only; each page checks again (a layout is not re-run on every client navigation). */
export default async function OfficeLayout({ children }: { children: ReactNode }) {
  const user = await requireStaffPage();
  return <AdminShell user={user}>{children}</AdminShell>;
}
