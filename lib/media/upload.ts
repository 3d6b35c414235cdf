/**
 * A back-office upload: checked, re-encoded, stored, and audited with its uploader. Admins use it for
 * categories, posts, banners and team photos; any staff member for a product's pictures chosen
 * before the product exists — the audit row is what lets the product service accept the picture
 * only from the person who uploaded it (lib/catalog/admin-products.ts).
 */
import { staffScopeOf } from '../auth/staff';
import type { Actor } from '../auth/actor';
import { recordAudit } from '../audit/audit';
import { getDb } from '../db/client';
import { processImage, saveImage } from './images';

export async function uploadImage(actor: Actor, bytes: Uint8Array, db = getDb()): Promise<{ id: number; url: string }> {
  staffScopeOf(actor);
  const processed = await processImage(bytes);
  return db.transaction(async (tx) => {
    const saved = await saveImage(tx, processed);
    await recordAudit(tx, actor, 'image', saved.id, 'create', null, {
      url: saved.url,
      width: processed.width,
      height: processed.height,
    });
    return saved;
  });
}
