/**
 * The courier's serviceable list (serviceable_pincodes), admin only. An upload REPLACES the whole list:
 * a dry run answers what would be added, changed and removed; a real one writes the file in one
 * transaction or, with any row error, nothing. A listed PIN code overrides the zones (pincode-rules.ts).
 */
import { count, max, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor';
import { assertAdmin } from '../../auth/require-admin';
import { recordAudit } from '../../audit/audit';
import type { CsvError } from '../../catalog/csv/cells';
import { getDb, type DbOrTx } from '../../db/client';
import { inBatches } from '../../db/rows';
import { serviceablePincodes } from '../../db/schema';
import { readCourierCsv, writeCourierCsv, type CourierRow } from './csv';

export type CourierListSummary = { count: number; served: number; cod: number; updatedAt: string | null };

export type CourierListReport = {
  /** data rows read (the header is row 1) */
  rows: number;
  added: number;
  changed: number;
  /** listed now and not in the file: back to the zone rules */
  removed: number;
  unchanged: number;
  errors: CsvError[];
  /** whether the list was replaced (never on a dry run, never with errors) */
  applied: boolean;
};

const AUDIT_ID = 'serviceable-pincodes';
const INSERT_BATCH = 1000;

export async function courierListSummary(actor: Actor, db: DbOrTx = getDb()): Promise<CourierListSummary> {
  assertAdmin(actor);
  return summary(db);
}

async function summary(db: DbOrTx): Promise<CourierListSummary> {
  const t = serviceablePincodes;
  const [row] = await db
    .select({
      count: count(),
      served: count(sql`CASE WHEN ${t.serviceable} THEN 1 END`),
      cod: count(sql`CASE WHEN ${t.serviceable} AND ${t.cod} THEN 1 END`),
      updatedAt: max(t.updatedAt),
    })
    .from(t);
  return {
    count: Number(row.count),
    served: Number(row.served),
    cod: Number(row.cod),
    updatedAt: row.updatedAt ? new Date(row.updatedAt).toISOString() : null,
  };
}

async function listed(db: DbOrTx): Promise<CourierRow[]> {
  const t = serviceablePincodes;
  return db
    .select({ pincode: t.pincode, serviceable: t.serviceable, cod: t.cod, minDays: t.minDays, maxDays: t.maxDays })
    .from(t);
}

export async function courierListCsv(actor: Actor, db: DbOrTx = getDb()): Promise<string> {
  assertAdmin(actor);
  return writeCourierCsv(await listed(db));
}

const same = (a: CourierRow, b: CourierRow) =>
  a.serviceable === b.serviceable && a.cod === b.cod && a.minDays === b.minDays && a.maxDays === b.maxDays;

/** What replacing `current` with `rows` does, counted. Pure. */
export function planReplace(current: readonly CourierRow[], rows: readonly CourierRow[]) {
  const before = new Map(current.map((r) => [r.pincode, r]));
  const inFile = new Set(rows.map((r) => r.pincode));
  let added = 0;
  let changed = 0;
  for (const row of rows) {
    const was = before.get(row.pincode);
    if (!was) added++;
    else if (!same(was, row)) changed++;
  }
  const removed = current.filter((r) => !inFile.has(r.pincode)).length;
  return { added, changed, removed, unchanged: rows.length - added - changed };
}

/** One advisory lock for every writer of the list, so two uploads cannot interleave their replace. */
const lockList = (tx: DbOrTx) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('serviceable_pincodes'))`);

export async function replaceCourierList(
  actor: Actor,
  bytes: Uint8Array,
  { dryRun }: { dryRun: boolean },
  db = getDb(),
): Promise<CourierListReport> {
  assertAdmin(actor);
  const file = readCourierCsv(bytes);
  const reportOn = (current: CourierRow[]): CourierListReport => ({
    rows: file.count,
    ...planReplace(current, file.rows),
    errors: file.errors,
    applied: false,
  });
  if (dryRun || file.errors.length) return reportOn(await listed(db));
  return db.transaction(async (tx) => {
    await lockList(tx);
    const before = await summary(tx);
    const report = reportOn(await listed(tx));
    await tx.delete(serviceablePincodes);
    for (const batch of inBatches(file.rows, INSERT_BATCH)) await tx.insert(serviceablePincodes).values(batch);
    const { added, changed, removed } = report;
    await recordAudit(tx, actor, 'settings', AUDIT_ID, 'replace', before, {
      ...(await summary(tx)),
      added,
      changed,
      removed,
    });
    return { ...report, applied: true };
  });
}

/** Empties the list: every PIN code follows the zones and the settings again. */
export async function clearCourierList(actor: Actor, db = getDb()): Promise<CourierListSummary> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    await lockList(tx);
    const before = await summary(tx);
    await tx.delete(serviceablePincodes);
    const after = await summary(tx);
    await recordAudit(tx, actor, 'settings', AUDIT_ID, 'clear', before, after);
    return after;
  });
}
