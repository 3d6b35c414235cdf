/**
 * Checking an e-mail and password, for `POST /auth/login` and next-auth's Credentials provider
 * alike. Every attempt is counted up front, per account and per client (one atomic upsert each,
 * so parallel guesses cannot slip past the limit); a correct password gives its attempt back.
 * Unknown e-mails cost the same argon2 verification as known ones, and every failure answers
 * the same words, so the answer does not tell which e-mails have accounts.
 */
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../http/errors';
import { clear, hit, limitKey, release, retryAfterSeconds, tooManyAttempts, type Window } from '../security/rate-limit';
import { MESSAGES, type LoginInput } from '../validation/auth';
import { hashPassword, verifyPassword } from './password';
import { mintSessionToken } from './token';

/** Five wrong passwords lock an account for 15 minutes; twenty lock a client (any accounts). */
export const LOGIN_ACCOUNT_WINDOW: Window = { limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_CLIENT_WINDOW: Window = { limit: 20, windowSeconds: 15 * 60 };

export type AuthenticatedUser = { id: number; email: string; name: string; phone: string; role: string; tokenVersion: number };

let dummyHash: Promise<string> | null = null;
function timingDummy(): Promise<string> {
  return (dummyHash ??= hashPassword('not-a-real-password-0'));
}

export const accountLimitKey = (email: string) => limitKey('login:account', email.trim().toLowerCase());
export const clientLimitKey = (client: string) => limitKey('login:client', client);

export async function authenticate(
  input: { email: string; password: string },
  client: string,
  now = new Date(),
): Promise<AuthenticatedUser> {
  const email = input.email.trim().toLowerCase();
  const accountKey = accountLimitKey(email);
  const clientKey = clientLimitKey(client);
  const [account, byClient] = await Promise.all([
    hit(accountKey, LOGIN_ACCOUNT_WINDOW.windowSeconds, now),
    hit(clientKey, LOGIN_CLIENT_WINDOW.windowSeconds, now),
  ]);
  const over = [
    account.count > LOGIN_ACCOUNT_WINDOW.limit && account,
    byClient.count > LOGIN_CLIENT_WINDOW.limit && byClient,
  ].filter(Boolean) as { resetAt: Date }[];
  if (over.length) {
    const resetAt = new Date(Math.max(...over.map((c) => c.resetAt.getTime())));
    throw tooManyAttempts(retryAfterSeconds(resetAt, now));
  }

  const [row] = await getDb().select().from(users).where(eq(users.email, email)).limit(1);
  const matches = row
    ? await verifyPassword(row.passwordHash, input.password)
    : (await verifyPassword(await timingDummy(), input.password)) && false;
  if (!row || !matches || row.status !== 'ACTIVE') {
    throw new AppError('unauthenticated', MESSAGES.invalidCredentials);
  }
  await Promise.all([clear(accountKey), release(clientKey)]);
  return { id: row.id, email: row.email, name: row.name, phone: row.phone, role: row.role, tokenVersion: row.tokenVersion };
}

/**
 * `POST /auth/login`: the checked account, refused like a wrong password when the role the
 * client asked for is not the account's, and a fresh session token for it.
 */
export async function logIn(input: LoginInput, client: string): Promise<{ token: string; maxAge: number }> {
  const user = await authenticate(input, client);
  if (input.role !== user.role) throw new AppError('unauthenticated', MESSAGES.invalidCredentials);
  return mintSessionToken(user, input.remember);
}
