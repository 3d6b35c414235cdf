/** An admin's upload for a category, post, banner or team photo: checked, re-encoded, stored. */
import { assertAdmin } from '../auth/require-admin';
import type { Actor } from '../auth/actor';
import { recordAudit } from '../audit/audit';
import { getDb } from '../db/client';
import { processImage, saveImage } from './images';

export async function uploadImage(actor: Actor, bytes: Uint8Array, db = getDb()): Promise<{ id: number; url: string }> {
  assertAdmin(actor);
  const processed = await processImage(bytes);
  return db.transaction(async (tx) => {
    const saved = await saveImage(tx, processed);
    await recordAudit(tx, actor, 'image', saved.id, 'create', null, { url: saved.url, width: processed.width, height: processed.height });
    return saved;
  });
}
