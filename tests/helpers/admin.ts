/** Back-office callers for tests: an admin, and members of two different sellers. */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { getDb } from '@/lib/db/client';
import { productVariants, products, sellers } from '@/lib/db/schema';
import { createTestUser, type TestUser } from './auth';

export type Staff = {
  admin: TestUser;
  memberA: TestUser;
  memberB: TestUser;
  customer: TestUser;
  sellerA: { id: number; slug: string };
  sellerB: { id: number; slug: string };
};

export async function createStaff(): Promise<Staff> {
  const [a, b] = await getDb()
    .select({ id: sellers.id, slug: sellers.slug })
    .from(sellers)
    .orderBy(sellers.id)
    .limit(2);
  return {
    admin: await createTestUser({ role: 'ADMIN', name: 'Ada Admin' }),
    memberA: await createTestUser({ role: 'SELLER', sellerId: a.id, name: 'Member A' }),
    memberB: await createTestUser({ role: 'SELLER', sellerId: b.id, name: 'Member B' }),
    customer: await createTestUser(),
    sellerA: a,
    sellerB: b,
  };
}

/** The seller's first product with its first pack's price, MRP and id (design §10: prices live on packs). */
export async function productOf(sellerId: number) {
  const [row] = await getDb()
    .select()
    .from(products)
    .where(eq(products.sellerId, sellerId))
    .orderBy(products.id)
    .limit(1);
  const [pack] = await getDb()
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, row.id))
    .orderBy(productVariants.position, productVariants.id)
    .limit(1);
  return { ...row, variantId: pack.id, pricePaise: pack.pricePaise, mrpPaise: pack.mrpPaise };
}

export const json = (method: string, body: unknown, headers: Record<string, string>) => ({
  method,
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

export async function pngBytes(width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

export function multipart(file: Uint8Array, name: string, type: string, headers: Record<string, string>) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)], { type }), name);
  return { method: 'POST', headers, body: form };
}
