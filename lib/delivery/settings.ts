/**
 * The shop's delivery settings: one `shop_settings` row ('delivery') holding them as JSON (COD cap
 * in paise), merged over the defaults so a fresh shop works with no row. Read per request and
 * never held in process memory: a save on one instance is what the next request anywhere answers with.
 */
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor';
import { assertAdmin } from '../auth/require-admin';
import { recordAudit } from '../audit/audit';
import { getDb, type DbOrTx } from '../db/client';
import { shopSettings } from '../db/schema';
import { paiseToRupees, rupeesToPaise } from '../money';
import { parseOrThrow } from '../validation/parse';
import {
  DEFAULT_DELIVERY_SETTINGS,
  deliverySettingsSchema,
  type DeliverySettingsInput,
  type DeliverySettingsJson,
} from './settings-schema';

const KEY = 'delivery';

/** What the row stores and the rules read: the API's fields with the COD cap in paise. */
export type DeliverySettings = Omit<DeliverySettingsJson, 'codMaxOrder'> & { codMaxOrderPaise: number };

function toJson({ codMaxOrderPaise, ...rest }: DeliverySettings): DeliverySettingsJson {
  return { ...rest, codMaxOrder: paiseToRupees(codMaxOrderPaise) };
}

function toStored({ codMaxOrder, ...rest }: DeliverySettingsJson): DeliverySettings {
  return { ...rest, codMaxOrderPaise: rupeesToPaise(codMaxOrder) };
}

export async function getDeliverySettings(db: DbOrTx = getDb()): Promise<DeliverySettings> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, KEY));
  return deliverySettingsOf(row?.value);
}

/** The delivery settings among every `shop_settings` row (a placement reads them all in one statement). */
export function deliverySettingsIn(rows: readonly { key: string; value: unknown }[]): DeliverySettings {
  return deliverySettingsOf(rows.find((row) => row.key === KEY)?.value);
}

/** A stored row is used only when it still passes today's rule; anything else falls back to the defaults. */
function deliverySettingsOf(value: unknown): DeliverySettings {
  const stored = value as Partial<DeliverySettings> | undefined;
  if (stored && typeof stored === 'object' && Number.isSafeInteger(stored.codMaxOrderPaise)) {
    const parsed = deliverySettingsSchema.safeParse(toJson(stored as DeliverySettings));
    if (parsed.success) return toStored(parsed.data);
  }
  return toStored(DEFAULT_DELIVERY_SETTINGS);
}

export async function getDeliverySettingsJson(actor: Actor, db: DbOrTx = getDb()): Promise<DeliverySettingsJson> {
  assertAdmin(actor);
  return toJson(await getDeliverySettings(db));
}

/** Replaces the delivery settings (admin only), audited before → after. */
export async function saveDeliverySettings(
  actor: Actor,
  input: DeliverySettingsInput,
  db = getDb(),
): Promise<DeliverySettingsJson> {
  assertAdmin(actor);
  const value = toStored(parseOrThrow(deliverySettingsSchema, input));
  return db.transaction(async (tx) => {
    // One writer at a time, so two saves cannot record the same "before".
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('shop_settings'))`);
    const before = toJson(await getDeliverySettings(tx));
    await tx
      .insert(shopSettings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: shopSettings.key, set: { value, updatedAt: new Date() } });
    const after = toJson(value);
    await recordAudit(tx, actor, 'settings', KEY, 'update', before, after);
    return after;
  });
}
