/**
 * Checking an e-mail and password, for `POST /auth/login` and next-auth's Credentials provider
 * alike. Brute force stays expensive without letting anyone lock others out:
 * - per account *and* client (the pair): 5 attempts per 15 minutes, counted up front (one atomic
 *   upsert, so parallel guesses cannot slip past), a correct password gives the pair a clean slate.
 *   Wrong passwords typed elsewhere never lock the owner out on their own device;
 * - per account, from everywhere: past 20 failures in 15 minutes only a client that has not
 *   failed on it yet may try (one guess per address for a botnet; the owner still gets in);
 * - per client, across accounts: a client may start on at most 20 accounts it then fails on per
 *   15 minutes (credential spraying). Failures on the same account count once, so 25 typos by
 *   colleagues behind one office address lock out nobody.
 * The client check runs before any per-e-mail row is written, so a spray of fresh addresses
 * creates at most that many rows per client. Unknown e-mails cost the same argon2 verification
 * as known ones, and every failure answers the same words.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';
import {
  clear,
  hit,
  limitKey,
  peek,
  release,
  retryAfterSeconds,
  tooManyAttempts,
  type Window,
} from '../security/rate-limit';
import { MESSAGES, type LoginInput } from '../validation/auth';
import { ACCOUNT_MESSAGES } from './messages';
import { hashPassword, verifyPassword } from './password';
import { mintSessionToken } from './token';
import type { Locale } from '../i18n/locales';

export const LOGIN_PAIR_WINDOW: Window = { limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_ACCOUNT_WINDOW: Window = { limit: 20, windowSeconds: 15 * 60 };
export const LOGIN_CLIENT_WINDOW: Window = { limit: 20, windowSeconds: 15 * 60 };

export type AuthenticatedUser = {
  id: number;
  email: string;
  name: string;
  phone: string;
  role: string;
  tokenVersion: number;
};

let dummyHash: Promise<string> | null = null;
function timingDummy(): Promise<string> {
  return (dummyHash ??= hashPassword('not-a-real-password-0'));
}

const canonical = (email: string) => email.trim().toLowerCase();
export const accountLimitKey = (email: string) => limitKey('login:account', canonical(email));
export const pairLimitKey = (email: string, client: string) => limitKey('login:pair', `${canonical(email)}\n${client}`);
export const clientLimitKey = (client: string) => limitKey('login:client', client);

const throttled = (resetAt: Date, now: Date) => tooManyAttempts(retryAfterSeconds(resetAt, now));

/** `locale`: the language of the page signing in; the account keeps it for the mails jobs send later. */
export async function authenticate(
  input: { email: string; password: string },
  client: string,
  now = new Date(),
  locale?: Locale,
): Promise<AuthenticatedUser> {
  const email = canonical(input.email);
  const pairKey = pairLimitKey(email, client);
  const clientKey = clientLimitKey(client);

  const first = (await peek(pairKey, now)).count === 0;
  if (first) {
    const byClient = await hit(clientKey, LOGIN_CLIENT_WINDOW.windowSeconds, now);
    if (byClient.count > LOGIN_CLIENT_WINDOW.limit) throw throttled(byClient.resetAt, now);
  }
  const pair = await hit(pairKey, LOGIN_PAIR_WINDOW.windowSeconds, now);
  if (pair.count > LOGIN_PAIR_WINDOW.limit) throw throttled(pair.resetAt, now);
  if (pair.count > 1) {
    const account = await peek(accountLimitKey(email), now);
    if (account.count >= LOGIN_ACCOUNT_WINDOW.limit) throw throttled(account.resetAt, now);
  }

  const [row] = await getDb().select().from(users).where(eq(users.email, email)).limit(1);
  const matches = row
    ? await verifyPassword(row.passwordHash, input.password)
    : (await verifyPassword(await timingDummy(), input.password)) && false;
  if (!row || !matches || row.status !== 'ACTIVE') {
    await hit(accountLimitKey(email), LOGIN_ACCOUNT_WINDOW.windowSeconds, now);
    throw new AppError('unauthenticated', MESSAGES.invalidCredentials);
  }
  await Promise.all([
    clear(pairKey),
    first ? release(clientKey) : Promise.resolve(),
    // Written only when it changed: a sign-in is otherwise read-only on the users row.
    locale && row.locale !== locale
      ? getDb().update(users).set({ locale }).where(eq(users.id, row.id))
      : Promise.resolve(),
  ]);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    role: row.role,
    tokenVersion: row.tokenVersion,
  };
}

/** The role the back office's sign-in asks for: any staff account, whose own role decides where it lands. */
const STAFF_ROLE = 'STAFF';

/**
 * Whether an account of `role` may sign in where `requested` was asked for. A named role must
 * match (the spec's clients send theirs); STAFF admits admins and sellers' members alike. A
 * shopper with the right password on the staff sign-in is told so plainly: the password was
 * checked, so this says nothing a guesser could use.
 */
export function assertRoleAdmitted(requested: string, role: string): void {
  if (requested !== STAFF_ROLE) {
    if (requested !== role) throw new AppError('unauthenticated', MESSAGES.invalidCredentials);
    return;
  }
  // 401, not 403: no session is made, and the browser's 403 toast ("no permission") would mislead.
  if (role === 'CUSTOMER') throw new AppError('unauthenticated', ACCOUNT_MESSAGES.notStaff);
  if (role !== 'ADMIN' && role !== 'SELLER') throw new AppError('unauthenticated', MESSAGES.invalidCredentials);
}

/**
 * `POST /auth/login`: the checked account, refused when the role the client asked for does not
 * admit it (assertRoleAdmitted), and a fresh session token for it.
 */
export async function logIn(
  input: LoginInput,
  client: string,
  locale?: Locale,
): Promise<{ token: string; maxAge: number; cookieMaxAge: number | null }> {
  const user = await authenticate(input, client, new Date(), locale);
  assertRoleAdmitted(input.role, user.role);
  return mintSessionToken(user, input.remember);
}
