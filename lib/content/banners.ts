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

const VIDEO_EXTENSIONS = ['mp4', 'webm', 'ogg', 'mov', 'avi', 'wmv', 'flv', 'mkv'];

/** A slide is a video when its imageUrl ends in one of these extensions (banners have no separate type field). */
export function isVideoUrl(url: string): boolean {
  const ext = url.split(/[?#]/)[0].split('.').pop()?.toLowerCase() ?? '';
  return VIDEO_EXTENSIONS.includes(ext);
}

/** displayOrder 1 and 2 are the side banners; 3 and up rotate in the slider, in order. */
export function splitBanners<T extends { displayOrder: number }>(banners: T[]) {
  const sorted = [...banners].sort((a, b) => a.displayOrder - b.displayOrder);
  return {
    side: sorted.filter((b) => b.displayOrder === 1 || b.displayOrder === 2),
    slider: sorted.filter((b) => b.displayOrder >= 3),
  };
}
