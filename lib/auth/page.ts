/**
 * For signed-in pages (server components): the user, or a redirect to login that brings the
 * visitor back to `returnPath` (the English path) in the page's language. proxy.ts does the same
 * earlier; this is the check that counts.
 */
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { localePath } from '../i18n/locales';
import { loginPathFor } from '../security/redirect';
import { getSessionUser, type SessionUser } from './session';

export async function requirePageUser(returnPath: string): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) redirect(loginPathFor(localePath(returnPath, await getLocale())));
  return user;
}
