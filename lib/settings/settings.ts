/**
 * The shop's settings, stored as one `shop_settings` row per field (the value in paise or hours)
 * and merged over the defaults (lib/shop.ts's env/demo identity, the spec's ₹59 / ₹5,000 / ₹49,
 * RETURN_WINDOW_HOURS), so a fresh shop works with no rows at all. Read per request with one small
 * query and never held in process memory: a change made on one instance is what the next request
 * on any instance prices with. Pages cached as HTML read through lib/settings/cached.ts instead.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Actor } from '../auth/actor';
import { assertAdmin } from '../auth/require-admin';
import { recordAudit } from '../audit/audit';
import { revalidateShopSettings } from '../cache/revalidate';
import type { PricingRates } from '../commerce/pricing';
import { settings as config } from '../config';
import { getDb, type DbOrTx } from '../db/client';
import { shopSettings } from '../db/schema';
import { statement } from '../db/statement';
import { paiseToRupees, rupeesToPaise } from '../money';
import { getShop } from '../shop';
import type { Translations } from '../db/schema';
import { withHindi } from '../content/translations';
import demoHindi from '../demo/seed-data/hi/settings.json';
import {
  DEFAULT_RATES,
  DEFAULT_REVIEW_REQUEST_DAYS,
  settingsFields,
  type SettingsInput,
  type SettingsJson,
  SHOP_HINDI_WORDS,
  type ShopHindiWord,
} from './schema';

export type Shop = ReturnType<typeof getShop>;
export type ShopSettings = {
  shop: Shop;
  /** the shop's words in Hindi (tagline, support hours, address), put in a page's language by localizeSettings */
  translations: Translations<ShopHindiWord>;
  rates: PricingRates;
  returnWindowHours: number;
  reviewRequestDays: number;
};

/** What a row stores: the API's fields with money in paise. */
type Stored = Omit<SettingsJson, 'shippingFee' | 'freeDeliveryThreshold' | 'codCharge'> & PricingRates;
const MONEY = {
  shippingFee: 'shippingFeePaise',
  freeDeliveryThreshold: 'freeDeliveryThresholdPaise',
  codCharge: 'codChargePaise',
} as const;

function defaults(): Stored {
  const shop = getShop();
  return {
    name: shop.name,
    tagline: shop.tagline,
    legalName: shop.legalName,
    gstin: shop.gstin,
    phone: shop.phone,
    email: shop.email,
    street: shop.address.street,
    city: shop.address.city,
    state: shop.address.state as SettingsJson['state'],
    postalCode: shop.address.postalCode,
    supportHours: shop.supportHours,
    ...DEFAULT_RATES,
    returnWindowHours: config.returnWindowHours(),
    reviewRequestDays: DEFAULT_REVIEW_REQUEST_DAYS,
    translations: {},
  };
}

/**
 * Until the admin saves the shop's Hindi, the demo's Hindi for each word still as the demo has it
 * (./hi/settings.json, by English): a shop with its own English words shows them on /hi too.
 */
function demoHindiOf(s: Stored): Translations<ShopHindiWord> {
  const words = demoHindi as Record<string, string>;
  const hi = Object.fromEntries(SHOP_HINDI_WORDS.flatMap((w) => (words[s[w]] ? [[w, words[s[w]]]] : [])));
  return Object.keys(hi).length ? { hi } : {};
}

const isWholePaise = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** A row is used only when it still passes today's rule; anything else falls back to the default. */
function validStored(key: string, value: unknown): boolean {
  if (key.endsWith('Paise')) return isWholePaise(value);
  const field = settingsFields[key as keyof typeof settingsFields];
  return !!field && field.safeParse(value).success;
}

type Row = { key: string; value: unknown };

// Every placement reads them: built once (lib/db/statement.ts).
const selectRows = statement((db) =>
  db.select({ key: shopSettings.key, value: shopSettings.value }).from(shopSettings),
);
const readRows = (db: DbOrTx): Promise<Row[]> => selectRows(db, {});

async function readStored(db: DbOrTx): Promise<Stored> {
  return storedOf(await readRows(db));
}

function storedOf(rows: readonly Row[]): Stored {
  const stored: Record<string, unknown> = { ...defaults() };
  for (const row of rows) if (row.key in stored && validStored(row.key, row.value)) stored[row.key] = row.value;
  const saved = rows.some((row) => row.key === 'translations');
  return saved ? (stored as Stored) : { ...(stored as Stored), translations: demoHindiOf(stored as Stored) };
}

function toSettings(s: Stored): ShopSettings {
  const shop = getShop();
  return {
    shop: {
      ...shop,
      name: s.name,
      tagline: s.tagline,
      legalName: s.legalName,
      gstin: s.gstin,
      phone: s.phone,
      email: s.email,
      supportHours: s.supportHours,
      address: { ...shop.address, street: s.street, city: s.city, state: s.state, postalCode: s.postalCode },
    },
    translations: s.translations,
    rates: {
      shippingFeePaise: s.shippingFeePaise,
      freeDeliveryThresholdPaise: s.freeDeliveryThresholdPaise,
      codChargePaise: s.codChargePaise,
    },
    returnWindowHours: s.returnWindowHours,
    reviewRequestDays: s.reviewRequestDays,
  };
}

function toJson(s: Stored): SettingsJson {
  const { shippingFeePaise, freeDeliveryThresholdPaise, codChargePaise, ...rest } = s;
  return {
    ...rest,
    shippingFee: paiseToRupees(shippingFeePaise),
    freeDeliveryThreshold: paiseToRupees(freeDeliveryThresholdPaise),
    codCharge: paiseToRupees(codChargePaise),
  };
}

/** The settings with no rows saved: what `next build` renders, since it has no database. */
export function defaultSettings(): ShopSettings {
  return toSettings(defaults());
}

/**
 * Pages prerendered by `next build` show the defaults; when this shop has saved settings, expire
 * them at start-up so their first request renders the stored identity and charges.
 */
export async function expirePrerenderedIfCustomised(db: DbOrTx = getDb()): Promise<void> {
  const [row] = await db.select({ key: shopSettings.key }).from(shopSettings).limit(1);
  if (row) await revalidateShopSettings();
}

export async function getShopSettings(db: DbOrTx = getDb()): Promise<ShopSettings> {
  return toSettings(await readStored(db));
}

/**
 * The settings and every stored row, for a reader that also needs a row kept by another module (the placement:
 * lib/delivery/settings.ts's deliverySettingsIn), so one statement reads both.
 */
export async function getShopSettingsWithRows(db: DbOrTx): Promise<{ settings: ShopSettings; rows: Row[] }> {
  const rows = await readRows(db);
  return { settings: toSettings(storedOf(rows)), rows };
}

export async function getSettingsJson(actor: Actor, db: DbOrTx = getDb()): Promise<SettingsJson> {
  assertAdmin(actor);
  return toJson(await readStored(db));
}

/** Saves the given fields (admin only), audited before → after, then expires every page that shows them. */
export async function updateShopSettings(actor: Actor, input: SettingsInput, db = getDb()): Promise<SettingsJson> {
  assertAdmin(actor);
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || key === 'translations') continue;
    if (key in MONEY) changes[MONEY[key as keyof typeof MONEY]] = rupeesToPaise(value as number);
    else changes[key] = value;
  }
  const after = await db.transaction(async (tx) => {
    // One writer at a time, so two saves cannot record the same "before".
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('shop_settings'))`);
    const stored = await readStored(tx);
    const before = toJson(stored);
    // The Hindi merges field by field into what is shown now (blank removes a word).
    if (input.translations) changes.translations = withHindi(stored.translations, input.translations.hi);
    const keys = Object.keys(changes);
    if (keys.length) {
      await tx.delete(shopSettings).where(inArray(shopSettings.key, keys));
      await tx.insert(shopSettings).values(keys.map((key) => ({ key, value: changes[key] })));
    }
    const after = toJson(await readStored(tx));
    await recordAudit(tx, actor, 'settings', 'shop', 'update', before, after);
    return after;
  });
  await revalidateShopSettings();
  return after;
}
