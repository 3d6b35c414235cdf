/**
 * For back-office pages (server components): the signed-in staff member, or a redirect to the staff
 * sign-in. A customer gets the site's 404, so the back office does not announce itself to shoppers.
 * The services behind every screen check the scope again; this only decides whether to render.
 */
import { notFound, redirect } from 'next/navigation';
import { sanitizeRedirect } from '../security/redirect';
import { getSessionUser, type SessionUser } from './session';
import { staffScopeOf, type StaffScope } from './staff';

export type StaffPageUser = SessionUser & { role: 'ADMIN' | 'SELLER'; scope: StaffScope };

export function staffLoginPath(returnPath = '/admin'): string {
  return `/admin/login?redirect=${encodeURIComponent(sanitizeRedirect(returnPath, '/admin'))}`;
}

export async function requireStaffPage(returnPath = '/admin'): Promise<StaffPageUser> {
  const user = await getSessionUser();
  if (!user) redirect(staffLoginPath(returnPath));
  if (user.role !== 'ADMIN' && !(user.role === 'SELLER' && user.sellerId !== null)) notFound();
  return { ...user, role: user.role as 'ADMIN' | 'SELLER', scope: staffScopeOf(user) };
}

/** Screens only the shop's operator may open (people, content, audit): a seller's member gets a 404. */
export async function requireAdminPage(returnPath = '/admin'): Promise<StaffPageUser> {
  const user = await requireStaffPage(returnPath);
  if (user.role !== 'ADMIN') notFound();
  return user;
}
