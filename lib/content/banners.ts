import { asc, eq } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import * as t from '../db/schema';

export type BannerDto = Omit<typeof t.banners.$inferSelect, 'isActive'>;

export async function listBanners(db: DbOrTx = getDb()): Promise<BannerDto[]> {
  const rows = await db
    .select()
    .from(t.banners)
    .where(eq(t.banners.isActive, true))
    .orderBy(asc(t.banners.displayOrder), asc(t.banners.id));
  return rows.map(({ isActive: _active, ...banner }) => banner);
}
