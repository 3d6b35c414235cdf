jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createStaff, json, productOf, type Staff } from '../helpers/admin';
import { GET as list, POST as create } from '@/app/api/v1/admin/products/[id]/variants/route';
import { DELETE as remove, PATCH as patch } from '@/app/api/v1/admin/products/[id]/variants/[variantId]/route';
import { PATCH as patchProduct } from '@/app/api/v1/admin/products/[id]/route';
import { auditLog, productVariants, products, stockAdjustments } from '@/lib/db/schema';
import type { VariantDto } from '@/lib/catalog/products';
import type { Db } from '@/lib/db/client';

let db: Db;
let s: Staff;
beforeAll(async () => {
  ({ db } = await setupTestDatabase());
  s = await createStaff();
}, 180_000);
afterAll(teardownTestDatabase);
const tagsRevalidated = () => (revalidateTag as jest.Mock).mock.calls.map((c) => c[0]);
beforeEach(() => (revalidateTag as jest.Mock).mockClear());

const packsOf = (productId: number) =>
  db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(productVariants.position, productVariants.id);

const pack500 = { label: '500 g', sku: 'TEST-500', price: 899, mrp: 999, stock: 4, weightGrams: 500 };

test('a member adds, lists, changes, reorders and deletes packs of its own product; the last pack stays', async () => {
  const mine = await productOf(s.sellerA.id);
  const id = String(mine.id);
  const h = s.memberA.authHeader;
  const made = await call(create, `/x/${id}/variants`, { ...json('POST', pack500, h), params: { id } });
  expect(made.status).toBe(201);
  const pack = made.body!.data as VariantDto;
  expect(pack).toMatchObject({
    label: '500 g',
    sku: 'TEST-500',
    sellingPrice: 899,
    productPrice: 999,
    stockQuantity: 4,
  });
  expect(pack.unitPrice).toEqual({ amount: 179.8, per: '100 g' });
  expect(tagsRevalidated()).toContain(`product:${mine.slug}`);
  const [opening] = await db.select().from(stockAdjustments).where(eq(stockAdjustments.variantId, pack.id));
  expect(opening).toMatchObject({ delta: 4, quantityAfter: 4, reason: 'Opening stock' });

  const listed = await call(list, `/x/${id}/variants`, { headers: h, params: { id } });
  expect((listed.body!.data as VariantDto[]).map((v) => v.sku)).toEqual([expect.any(String), 'TEST-500']);

  // moved to the top, then changed
  const moved = await call(patch, `/x`, {
    ...json('PATCH', { position: 0 }, h),
    params: { id, variantId: String(pack.id) },
  });
  expect(moved.status).toBe(200);
  expect((await packsOf(mine.id)).map((p) => p.id)).toEqual([pack.id, mine.variantId]);
  const edited = await call(patch, `/x`, {
    ...json('PATCH', { label: '0.5 kg', weightGrams: 1000, mrp: 1099 }, h),
    params: { id, variantId: String(pack.id) },
  });
  expect(edited.body!.data).toMatchObject({
    label: '0.5 kg',
    productPrice: 1099,
    unitPrice: { amount: 899, per: 'kg' },
  });

  const deleted = await call(remove, `/x`, {
    method: 'DELETE',
    headers: h,
    params: { id, variantId: String(pack.id) },
  });
  expect(deleted.status).toBe(200);
  const last = await call(remove, `/x`, {
    method: 'DELETE',
    headers: h,
    params: { id, variantId: String(mine.variantId) },
  });
  expect(last.status).toBe(409);
  expect(last.body!.message).toMatch(/at least one pack/);
  expect(await packsOf(mine.id)).toHaveLength(1);
  const actions = await db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, id)));
  expect(actions.map((a) => a.action)).toEqual(
    expect.arrayContaining(['variant-create', 'variant-update', 'variant-delete']),
  );
});

test("a SKU another pack has is the field's error, and nothing is added", async () => {
  const mine = await productOf(s.sellerA.id);
  const theirs = await productOf(s.sellerB.id);
  const [taken] = await packsOf(theirs.id);
  const id = String(mine.id);
  const before = await packsOf(mine.id);
  const res = await call(create, `/x`, {
    ...json('POST', { ...pack500, sku: taken.sku }, s.memberA.authHeader),
    params: { id },
  });
  expect(res.status).toBe(400);
  expect(res.body!.errors).toEqual({ sku: 'Another pack already has this SKU' });
  expect(await packsOf(mine.id)).toEqual(before);
  const bad = await call(create, `/x`, {
    ...json('POST', { ...pack500, price: 1200 }, s.memberA.authHeader),
    params: { id },
  });
  expect(bad.body!.errors).toMatchObject({ price: 'Price cannot be more than the MRP' });
});

test("every pack call on seller B's product is 404 for seller A's member, and nothing changes", async () => {
  const theirs = await productOf(s.sellerB.id);
  const id = String(theirs.id);
  const variantId = String(theirs.variantId);
  const h = s.memberA.authHeader;
  const before = await packsOf(theirs.id);
  const answers = [
    await call(list, `/x`, { headers: h, params: { id } }),
    await call(create, `/x`, { ...json('POST', { ...pack500, sku: 'STOLEN-1' }, h), params: { id } }),
    await call(patch, `/x`, {
      ...json('PATCH', { price: 1, stock: 0, stockReason: 'x' }, h),
      params: { id, variantId },
    }),
    await call(remove, `/x`, { method: 'DELETE', headers: h, params: { id, variantId } }),
    await call(patchProduct, `/x`, {
      ...json('PATCH', { options: [{ name: 'Size', values: ['1'] }] }, h),
      params: { id },
    }),
  ];
  for (const r of answers) {
    expect(r.status).toBe(404);
    expect(r.body!.message).toBe('Product not found');
  }
  // their pack through A's own product is not found either
  const mine = await productOf(s.sellerA.id);
  const through = await call(patch, `/x`, {
    ...json('PATCH', { price: 1 }, h),
    params: { id: String(mine.id), variantId },
  });
  expect(through.status).toBe(404);
  expect(await packsOf(theirs.id)).toEqual(before);
  // the admin reaches it
  expect((await call(list, `/x`, { headers: s.admin.authHeader, params: { id } })).status).toBe(200);
});

test('a stock change needs a reason and is recorded with it; a price change revalidates the product', async () => {
  const mine = await productOf(s.sellerA.id);
  const params = { id: String(mine.id), variantId: String(mine.variantId) };
  const h = s.memberA.authHeader;
  const [pack] = await db.select().from(productVariants).where(eq(productVariants.id, mine.variantId));
  const target = pack.stockQuantity + 5;
  const noReason = await call(patch, `/x`, { ...json('PATCH', { stock: target }, h), params });
  expect(noReason.status).toBe(400);
  expect(noReason.body!.errors).toHaveProperty('stockReason');
  const res = await call(patch, `/x`, {
    ...json('PATCH', { stock: target, stockReason: 'Delivery from the estate' }, h),
    params,
  });
  expect(res.status).toBe(200);
  expect(res.body!.data).toMatchObject({ stockQuantity: target });
  const [moved] = await db
    .select()
    .from(stockAdjustments)
    .where(eq(stockAdjustments.variantId, mine.variantId))
    .orderBy(stockAdjustments.id)
    .then((rows) => rows.slice(-1));
  expect(moved).toMatchObject({
    delta: 5,
    quantityAfter: target,
    reason: 'Delivery from the estate',
    actorId: s.memberA.user.id,
  });

  (revalidateTag as jest.Mock).mockClear();
  const priced = await call(patch, `/x`, { ...json('PATCH', { price: 1, mrp: 2 }, h), params });
  expect(priced.body!.data).toMatchObject({ sellingPrice: 1, productPrice: 2 });
  expect(tagsRevalidated()).toContain(`product:${mine.slug}`);
});

test("the product's options: packs are fitted to them, a pack's values must be listed and differ from the others'", async () => {
  const mine = await productOf(s.sellerA.id);
  const id = String(mine.id);
  const h = s.memberA.authHeader;
  const options = [{ name: 'Pack size', values: ['100 g', '250 g'] }];
  const set = await call(patchProduct, `/x`, { ...json('PATCH', { options }, h), params: { id } });
  expect(set.status).toBe(200);
  const [row] = await db.select().from(products).where(eq(products.id, mine.id));
  expect(row.options).toEqual(options);
  const [only] = await packsOf(mine.id);
  expect(Object.keys(only.options)).toEqual(['Pack size']);
  const taken = only.options['Pack size'];
  const other = taken === '100 g' ? '250 g' : '100 g';
  const clash = await call(create, `/x`, {
    ...json('POST', { ...pack500, sku: 'OPT-1', options: { 'Pack size': taken } }, h),
    params: { id },
  });
  expect(clash.body!.errors).toEqual({ options: 'Another pack already has these option values' });
  const unlisted = await call(create, `/x`, {
    ...json('POST', { ...pack500, sku: 'OPT-1', options: { 'Pack size': '1 kg' } }, h),
    params: { id },
  });
  expect(unlisted.body!.errors).toHaveProperty('options');
  const ok = await call(create, `/x`, {
    ...json('POST', { ...pack500, sku: 'OPT-1', label: other, options: { 'Pack size': other } }, h),
    params: { id },
  });
  expect(ok.status).toBe(201);
  // with several packs the product-level price is refused rather than guessed
  const guessed = await call(patchProduct, `/x`, { ...json('PATCH', { price: 5 }, h), params: { id } });
  expect(guessed.status).toBe(400);
});
