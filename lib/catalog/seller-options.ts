/** The sellers an admin can pick from (product filters, new products, seller members). */
import { asc } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import { sellers } from '../db/schema';

export type SellerOption = { slug: string; name: string };

export async function listSellerOptions(db: DbOrTx = getDb()): Promise<SellerOption[]> {
  return db.select({ slug: sellers.slug, name: sellers.name }).from(sellers).orderBy(asc(sellers.name));
}
