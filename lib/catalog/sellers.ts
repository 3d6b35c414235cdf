/**
 * The marketplace's sellers in the back office (ADMIN only): list, add, edit. Each write is
 * audited in its transaction; the slug follows the name and is unique. A new seller appears at
 * once in every seller choice (lib/catalog/seller-options.ts reads the same table).
 */
import { asc, eq, like, or, sql } from 'drizzle-orm';
import { idFrom, type Actor } from '../auth/actor';
import { assertAdmin } from '../auth/require-admin';
import { recordAudit } from '../audit/audit';
import { revalidateProducts } from '../cache/revalidate';
import { getDb, type DbOrTx, type Tx } from '../db/client';
import { products, sellers } from '../db/schema';
import { AppError } from '../errors';
import { slugify } from '../validation/slug';
import type { SellerInput, SellerUpdateInput } from './seller-schemas';

export type SellerJson = typeof sellers.$inferSelect;

const notFound = () => new AppError('not_found', 'Seller not found');

export async function listSellers(actor: Actor, db: DbOrTx = getDb()): Promise<SellerJson[]> {
  assertAdmin(actor);
  return db.select().from(sellers).orderBy(asc(sellers.name), asc(sellers.id));
}

/** `tea-estate`, or `tea-estate-2`, `-3`… when another seller already has it. */
async function freeSlug(tx: Tx, name: string): Promise<string> {
  const base = slugify(name) || 'seller';
  const taken = new Set(
    (
      await tx
        .select({ slug: sellers.slug })
        .from(sellers)
        .where(or(eq(sellers.slug, base), like(sellers.slug, `${base}-%`)))
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}

export async function createSeller(actor: Actor, input: SellerInput, db = getDb()): Promise<SellerJson> {
  assertAdmin(actor);
  return db.transaction(async (tx) => {
    // Two admins adding "Tea Estate" at once must not both pick the same free slug.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('sellers'))`);
    const [row] = await tx
      .insert(sellers)
      .values({ ...input, slug: await freeSlug(tx, input.name) })
      .returning();
    await recordAudit(tx, actor, 'seller', row.id, 'create', null, row);
    return row;
  });
}

/** Edits in place; the slug stays, so links and filters keep working. Product pages show the seller's name: they re-render. */
export async function updateSeller(
  actor: Actor,
  id: string | number,
  input: SellerUpdateInput,
  db = getDb(),
): Promise<SellerJson> {
  assertAdmin(actor);
  const sellerId = idFrom(id, notFound);
  const after = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(sellers).where(eq(sellers.id, sellerId)).for('update');
    if (!before) throw notFound();
    const [after] = Object.keys(input).length
      ? await tx.update(sellers).set(input).where(eq(sellers.id, sellerId)).returning()
      : [before];
    await recordAudit(tx, actor, 'seller', sellerId, 'update', before, after);
    return after;
  });
  const shown = await db.select({ slug: products.slug }).from(products).where(eq(products.sellerId, sellerId));
  await revalidateProducts(shown.map((p) => p.slug));
  return after;
}
