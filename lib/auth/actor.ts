/** The signed-in staff member a back-office service acts for (the session user). */
import type { SessionUser } from './session';

export type Actor = Pick<SessionUser, 'id' | 'email' | 'name' | 'role' | 'sellerId'>;

/** A numeric id from a URL segment; anything else is simply "not found". */
export function idFrom(value: string | number | undefined, notFound: () => Error): number {
  const s = String(value ?? '');
  if (!/^[1-9]\d{0,9}$/.test(s) || Number(s) > 2_147_483_647) throw notFound();
  return Number(s);
}
