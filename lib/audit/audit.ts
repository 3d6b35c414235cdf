/**
 * The audit log of back-office writes. `recordAudit` is called by each write with the same
 * transaction, so an entry exists exactly when the change does.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import { inBatches } from '../db/rows';
import { offsetOf, type Page, type Paging } from '../validation/paging';

export type AuditActor = { id: number; email: string; name: string; role: string };
export type AuditEntity =
  | 'product'
  | 'category'
  | 'post'
  | 'page'
  | 'banner'
  | 'team'
  | 'user'
  | 'sub-order'
  | 'image'
  | 'settings'
  | 'seller'
  | 'promotion'
  | 'review';

export type AuditEntryDto = {
  id: number;
  at: string;
  actor: { id: number | null; email: string; name: string; role: string };
  entity: string;
  entityId: string;
  action: string;
  before: unknown;
  after: unknown;
};

/** Dates and other values go through JSON once, so jsonb stores what the API would show. */
const plain = (value: unknown) => (value === undefined || value === null ? null : JSON.parse(JSON.stringify(value)));

export async function recordAudit(
  tx: DbOrTx,
  actor: AuditActor,
  entity: AuditEntity,
  entityId: string | number,
  action: string,
  before: unknown,
  after: unknown,
): Promise<void> {
  await recordAudits(tx, actor, entity, [{ entityId, action, before, after }]);
}

/** Many entries by one actor (a CSV import), a few hundred rows per insert. */
export async function recordAudits(
  tx: DbOrTx,
  actor: AuditActor,
  entity: AuditEntity,
  entries: { entityId: string | number; action: string; before: unknown; after: unknown }[],
): Promise<void> {
  for (const batch of inBatches(entries, 500)) {
    await tx.insert(auditLog).values(
      batch.map((e) => ({
        actorId: actor.id,
        actorEmail: actor.email,
        actorName: actor.name,
        actorRole: actor.role,
        entity,
        entityId: String(e.entityId),
        action: e.action,
        before: plain(e.before),
        after: plain(e.after),
      })),
    );
  }
}

export async function listAudit(
  filter: { entity?: string; entityId?: string } & Paging,
  db: DbOrTx = getDb(),
): Promise<Page<AuditEntryDto>> {
  const where: SQL[] = [];
  if (filter.entity) where.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  const cond = where.length ? and(...where) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(cond)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.size)
      .offset(offsetOf(filter)),
    db.select({ total: count() }).from(auditLog).where(cond),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor: { id: r.actorId, email: r.actorEmail, name: r.actorName, role: r.actorRole },
      entity: r.entity,
      entityId: r.entityId,
      action: r.action,
      before: r.before,
      after: r.after,
    })),
    page: filter.page,
    size: filter.size,
    total: Number(total),
  };
}
