/** The signed-in shopper's profile as the profile page and API clients read it: name, email, phone, status, image, addresses and marketing consent. */
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../errors';
import { SIGNED_OUT_MESSAGE } from '../messages';
import { getDb } from '../db/client';
import { sellers, userAvatars, users } from '../db/schema';
import { listAddresses, type AddressDto } from './addresses';
import { avatarUrl } from './avatar';
import type { ProfileDetailsInput } from '../validation/auth';
import type { Locale } from '../i18n/locales';

export type ProfileDto = {
  name: string;
  email: string;
  phone: string;
  status: string;
  /** CUSTOMER, SELLER or ADMIN; staff use it to find the back office */
  role: string;
  /** the seller a SELLER member works for; null for everyone else */
  seller: { slug: string; name: string } | null;
  /** the uploaded image, or null (the screen then shows the generated initials image) */
  profileImageUrl: string | null;
  addresses: AddressDto[];
  /** agreed to offers and cart reminders by e-mail (off until the shopper says yes) */
  marketingConsent: boolean;
};

export async function getProfile(userId: number): Promise<ProfileDto> {
  const [row] = await getDb()
    .select({
      name: users.name,
      email: users.email,
      phone: users.phone,
      status: users.status,
      role: users.role,
      sellerSlug: sellers.slug,
      sellerName: sellers.name,
      avatarAt: userAvatars.updatedAt,
      marketingConsent: users.marketingConsent,
    })
    .from(users)
    .leftJoin(userAvatars, eq(userAvatars.userId, users.id))
    .leftJoin(sellers, eq(sellers.id, users.sellerId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw new AppError('unauthenticated', SIGNED_OUT_MESSAGE);
  return {
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    role: row.role,
    seller: row.sellerSlug ? { slug: row.sellerSlug, name: row.sellerName ?? '' } : null,
    profileImageUrl: row.avatarAt ? avatarUrl(row.avatarAt) : null,
    addresses: await listAddresses(userId),
    marketingConsent: row.marketingConsent,
  };
}

/**
 * Changes the shopper's name and phone, and their marketing consent when given (a change of mind
 * stamps when it was made); answers the profile as it now is.
 */
export async function updateProfileDetails(
  userId: number,
  details: ProfileDetailsInput,
  /** the language of the page that saved it: the account's mails follow it */
  locale?: Locale,
): Promise<ProfileDto> {
  const now = new Date();
  const consent = details.marketingConsent;
  const updated = await getDb()
    .update(users)
    .set({
      name: details.name,
      phone: details.phone,
      ...(locale ? { locale } : {}),
      updatedAt: now,
      ...(consent === undefined
        ? {}
        : {
            marketingConsent: consent,
            marketingConsentAt: sql`CASE WHEN ${users.marketingConsent} = ${consent} THEN ${users.marketingConsentAt} ELSE ${now.toISOString()}::timestamptz END`,
          }),
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (!updated.length) throw new AppError('unauthenticated', SIGNED_OUT_MESSAGE);
  return getProfile(userId);
}
