jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
import { eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createStaff, json, multipart, pngBytes, productOf, type Staff } from '../helpers/admin';
import { GET as list, POST as create } from '@/app/api/v1/admin/products/route';
import { GET as read, PATCH as patch } from '@/app/api/v1/admin/products/[id]/route';
import { GET as stockLog, POST as stock } from '@/app/api/v1/admin/products/[id]/stock/route';
import { PATCH as reorder, POST as upload } from '@/app/api/v1/admin/products/[id]/images/route';
import { DELETE as removeImage } from '@/app/api/v1/admin/products/[id]/images/[imageId]/route';
import { POST as makeMain } from '@/app/api/v1/admin/products/[id]/images/[imageId]/main/route';
import { GET as serveImage } from '@/app/api/images/[id]/route';
import { GET as audit } from '@/app/api/v1/admin/audit/route';
import { auditLog, productImages, productVariants, products, stockAdjustments, storedImages } from '@/lib/db/schema';
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

const base = {
  title: 'Dawn Test Blend',
  categorySlug: 'green-tea',
  price: 249.5,
  mrp: 299,
  stock: 12,
  size: '100 g',
  hsnCode: '0902',
  gstRate: 5,
  description: '<p>Fresh<script>alert(1)</script></p>',
  tags: ['Green', 'tulsi'],
  isActive: true,
};

async function snapshot(id: number) {
  const [p] = await db.select().from(products).where(eq(products.id, id));
  const [inv] = await db.select().from(productVariants).where(eq(productVariants.productId, id));
  const images = await db.select().from(productImages).where(eq(productImages.productId, id));
  return { p, inv, images };
}

test('anonymous 401, customer 403, staff 200 with the paged shape; a member lists only its own seller', async () => {
  expect((await call(list, '/api/v1/admin/products')).status).toBe(401);
  expect((await call(list, '/api/v1/admin/products', { headers: s.customer.authHeader })).status).toBe(403);
  const all = await call(list, '/api/v1/admin/products?size=100', { headers: s.admin.authHeader });
  expect(all.status).toBe(200);
  const data = all.body!.data as {
    items: { id: number; seller: { slug: string }; price: number; mrp: number; stock: number }[];
    page: number;
    size: number;
    total: number;
  };
  expect(data).toMatchObject({ page: 1, size: 100 });
  expect(new Set(data.items.map((i) => i.seller.slug)).size).toBeGreaterThan(1);
  const mine = (await call(list, '/api/v1/admin/products?size=100', { headers: s.memberA.authHeader })).body!
    .data as typeof data;
  expect(mine.total).toBeGreaterThan(0);
  expect(mine.items.every((i) => i.seller.slug === s.sellerA.slug)).toBe(true);
  // a member cannot widen its scope with the seller filter
  const other = (await call(list, `/api/v1/admin/products?seller=${s.sellerB.slug}`, { headers: s.memberA.authHeader }))
    .body!.data as typeof data;
  expect(other.total).toBe(0);
  expect((await call(list, '/api/v1/admin/products?size=101', { headers: s.admin.authHeader })).status).toBe(400);
  const low = (await call(list, '/api/v1/admin/products?lowStock=true&size=100', { headers: s.admin.authHeader })).body!
    .data as typeof data;
  // low stock is per pack (design §10): a product is listed when any of its packs is at 10 or fewer
  const packs = await db.select().from(productVariants);
  const lowPack = new Set(packs.filter((v) => v.stockQuantity <= 10).map((v) => v.productId));
  expect(low.items.length).toBeGreaterThan(0);
  expect(low.items.every((i) => lowPack.has(i.id))).toBe(true);
  const q = (await call(list, '/api/v1/admin/products?q=honey', { headers: s.admin.authHeader })).body!
    .data as typeof data;
  expect(q.total).toBeGreaterThan(0);
});

test('a member creates a product for its own seller, whatever seller or role the payload names', async () => {
  const res = await call(
    create,
    '/api/v1/admin/products',
    json(
      'POST',
      { ...base, sellerSlug: s.sellerB.slug, sellerId: s.sellerB.id, role: 'ADMIN', id: 999999 },
      s.memberA.authHeader,
    ),
  );
  expect(res.status).toBe(201);
  const p = res.body!.data as {
    id: number;
    slug: string;
    seller: { slug: string };
    price: number;
    mrp: number;
    stock: number;
    gstRate: number;
    description: string;
    tags: string[];
  };
  expect(p).toMatchObject({
    slug: 'dawn-test-blend',
    price: 249.5,
    mrp: 299,
    stock: 12,
    gstRate: 5,
    tags: ['green', 'tulsi'],
  });
  expect(p.seller.slug).toBe(s.sellerA.slug);
  expect(p.id).not.toBe(999999);
  expect(p.description).not.toContain('script');
  const { p: row, inv: pack } = await snapshot(p.id);
  expect(row).toMatchObject({ gstRateBp: 500, sellerId: s.sellerA.id });
  expect(pack).toMatchObject({ pricePaise: 24950, mrpPaise: 29900, label: '100 g', stockQuantity: 12 });
  expect(tagsRevalidated()).toEqual(expect.arrayContaining(['product:dawn-test-blend', 'products']));
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(p.id)));
  expect(entry).toMatchObject({ entity: 'product', action: 'create', actorId: s.memberA.user.id });
  expect((await db.select().from(stockAdjustments).where(eq(stockAdjustments.productId, p.id)))[0]).toMatchObject({
    delta: 12,
    quantityAfter: 12,
  });
  // the same title again gets the next free slug; an explicit taken slug is a field error
  const again = await call(create, '/api/v1/admin/products', json('POST', base, s.memberA.authHeader));
  expect((again.body!.data as { slug: string }).slug).toBe('dawn-test-blend-2');
  const taken = await call(
    create,
    '/api/v1/admin/products',
    json('POST', { ...base, slug: 'dawn-test-blend' }, s.memberA.authHeader),
  );
  expect(taken.status).toBe(400);
  expect(taken.body!.errors).toEqual({ slug: 'This slug is already used' });
  // an admin names the seller
  const noSeller = await call(create, '/api/v1/admin/products', json('POST', base, s.admin.authHeader));
  expect(noSeller.status).toBe(400);
  expect(noSeller.body!.errors!.sellerSlug).toBeDefined();
  const forB = await call(
    create,
    '/api/v1/admin/products',
    json('POST', { ...base, sellerSlug: s.sellerB.slug }, s.admin.authHeader),
  );
  expect((forB.body!.data as { seller: { slug: string } }).seller.slug).toBe(s.sellerB.slug);
});

test('bad input is a 400 with a message per field, and nothing is saved', async () => {
  const before = (await db.select().from(products)).length;
  const cases: [Record<string, unknown>, string][] = [
    [{ price: 400, mrp: 300 }, 'price'],
    [{ price: -1 }, 'price'],
    [{ price: 10.555 }, 'price'],
    [{ stock: -1 }, 'stock'],
    [{ stock: 1.5 }, 'stock'],
    [{ title: 'x'.repeat(5000) }, 'title'],
    [{ title: '' }, 'title'],
    [{ slug: 'Bad Slug!' }, 'slug'],
    [{ gstRate: 7 }, 'gstRate'],
    [{ categorySlug: 'no-such-category' }, 'categorySlug'],
    [{ videoUrl: 'javascript:alert(1)' }, 'videoUrl'],
    [{ description: 'x'.repeat(60_000) }, 'description'],
  ];
  for (const [change, field] of cases) {
    const res = await call(
      create,
      '/api/v1/admin/products',
      json('POST', { ...base, ...change }, s.memberA.authHeader),
    );
    expect([res.status, field, Object.keys(res.body!.errors ?? {})]).toEqual([
      400,
      field,
      expect.arrayContaining([field]),
    ]);
  }
  expect((await db.select().from(products)).length).toBe(before);
});

test('edit: price, MRP, stock (with an adjustment record), slug; price over MRP refused and nothing changed', async () => {
  const mine = await productOf(s.sellerA.id);
  const id = String(mine.id);
  const res = await call(patch, `/x/${id}`, {
    ...json(
      'PATCH',
      { price: 1, mrp: 2, stock: 7, title: 'Renamed', sellerId: s.sellerB.id, role: 'ADMIN' },
      s.memberA.authHeader,
    ),
    params: { id },
  });
  expect(res.status).toBe(200);
  expect(res.body!.data).toMatchObject({
    price: 1,
    mrp: 2,
    stock: 7,
    title: 'Renamed',
    seller: { slug: s.sellerA.slug },
  });
  expect(tagsRevalidated()).toEqual(expect.arrayContaining([`product:${mine.slug}`, 'products']));
  const log = await call(stockLog, `/x/${id}/stock`, { headers: s.memberA.authHeader, params: { id } });
  expect((log.body!.data as { quantityAfter: number }[])[0].quantityAfter).toBe(7);

  const was = await snapshot(mine.id);
  for (const bad of [{ price: 3 }, { mrp: 0.5 }, { stock: -2 }, { stock: 2.5 }, { title: 'y'.repeat(300) }]) {
    const r = await call(patch, `/x/${id}`, { ...json('PATCH', bad, s.memberA.authHeader), params: { id } });
    expect(r.status).toBe(400);
  }
  expect(await snapshot(mine.id)).toEqual(was);

  const moved = await call(stock, `/x/${id}/stock`, {
    ...json('POST', { delta: -3, reason: 'Damaged in storage' }, s.memberA.authHeader),
    params: { id },
  });
  expect(moved.body!.data).toEqual({ productId: mine.id, stock: 4, delta: -3 });
  const under = await call(stock, `/x/${id}/stock`, {
    ...json('POST', { delta: -5, reason: 'Count' }, s.memberA.authHeader),
    params: { id },
  });
  expect(under.status).toBe(400);
  const noReason = await call(stock, `/x/${id}/stock`, {
    ...json('POST', { set: 5 }, s.memberA.authHeader),
    params: { id },
  });
  expect(noReason.status).toBe(400);
  expect((await snapshot(mine.id)).inv.stockQuantity).toBe(4);
});

test("a member of seller A cannot read or change seller B's product, stock or images: 404, nothing changed", async () => {
  const theirs = await productOf(s.sellerB.id);
  const id = String(theirs.id);
  const was = await snapshot(theirs.id);
  const [img] = was.images;
  const h = s.memberA.authHeader;
  const answers = [
    await call(read, `/x/${id}`, { headers: h, params: { id } }),
    await call(patch, `/x/${id}`, { ...json('PATCH', { price: 1 }, h), params: { id } }),
    await call(stock, `/x/${id}/stock`, { ...json('POST', { set: 0, reason: 'x' }, h), params: { id } }),
    await call(stockLog, `/x/${id}/stock`, { headers: h, params: { id } }),
    await call(upload, `/x/${id}/images`, { ...multipart(await pngBytes(), 'a.png', 'image/png', h), params: { id } }),
    await call(reorder, `/x/${id}/images`, {
      ...json('PATCH', { imageIds: was.images.map((i) => i.id) }, h),
      params: { id },
    }),
    await call(removeImage, `/x/${id}/images/${img.id}`, {
      method: 'DELETE',
      headers: h,
      params: { id, imageId: String(img.id) },
    }),
    await call(makeMain, `/x/${id}/images/${img.id}/main`, {
      method: 'POST',
      headers: h,
      params: { id, imageId: String(img.id) },
    }),
  ];
  expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404, 404, 404, 404, 404]);
  const missing = await call(read, '/x/99999999', { headers: h, params: { id: '99999999' } });
  expect(missing.body).toEqual(answers[0].body);
  expect(await snapshot(theirs.id)).toEqual(was);
  // the admin reaches it
  expect((await call(read, `/x/${id}`, { headers: s.admin.authHeader, params: { id } })).status).toBe(200);
});

test('images: upload (re-encoded, served immutable), reorder, choose main, delete; bad files refused', async () => {
  const mine = await productOf(s.sellerA.id);
  const id = String(mine.id);
  const h = s.memberA.authHeader;
  const before = await snapshot(mine.id);
  const up = await call(upload, `/x/${id}/images`, {
    ...multipart(await pngBytes(), 'tea.png', 'image/png', h),
    params: { id },
  });
  expect(up.status).toBe(201);
  const images = up.body!.data as { id: number; url: string; isMain: boolean }[];
  expect(images).toHaveLength(before.images.length + 1);
  const added = images[images.length - 1];
  expect(added.url).toMatch(/^\/api\/images\/\d+$/);
  const served = await serveImage(new Request(`http://localhost${added.url}`), {
    params: Promise.resolve({ id: added.url.split('/').pop()! }),
  });
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/webp');
  expect(served.headers.get('cache-control')).toContain('immutable');

  const main = await call(makeMain, '/x', { method: 'POST', headers: h, params: { id, imageId: String(added.id) } });
  expect((main.body!.data as { id: number; isMain: boolean }[])[0]).toMatchObject({ id: added.id, isMain: true });
  const ids = images.map((i) => i.id).reverse();
  const re = await call(reorder, '/x', { ...json('PATCH', { imageIds: ids }, h), params: { id } });
  expect((re.body!.data as { id: number }[]).map((i) => i.id)).toEqual(ids);
  expect((await call(reorder, '/x', { ...json('PATCH', { imageIds: ids.slice(1) }, h), params: { id } })).status).toBe(
    400,
  );

  const storedBefore = (await db.select({ id: storedImages.id }).from(storedImages)).length;
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
  const huge = Buffer.concat([await pngBytes(), Buffer.alloc(5 * 1024 * 1024)]);
  for (const [bytes, status] of [
    [svg, 400],
    [html, 400],
    [huge, 413],
  ] as const) {
    const r = await call(upload, '/x', { ...multipart(bytes, 'evil.png', 'image/png', h), params: { id } });
    expect(r.status).toBe(status);
  }
  expect((await db.select({ id: storedImages.id }).from(storedImages)).length).toBe(storedBefore);

  const del = await call(removeImage, '/x', {
    method: 'DELETE',
    headers: h,
    params: { id, imageId: String(added.id) },
  });
  expect((del.body!.data as { id: number }[]).some((i) => i.id === added.id)).toBe(false);
  expect((await db.select({ id: storedImages.id }).from(storedImages)).length).toBe(storedBefore - 1);
  expect(tagsRevalidated()).toContain(`product:${mine.slug}`);
});

test('audit: admin only, filtered by entity and id, with who and before → after', async () => {
  const mine = await productOf(s.sellerA.id);
  expect((await call(audit, '/api/v1/admin/audit', { headers: s.memberA.authHeader })).status).toBe(403);
  const res = await call(audit, `/api/v1/admin/audit?entity=product&entityId=${mine.id}`, {
    headers: s.admin.authHeader,
  });
  expect(res.status).toBe(200);
  const data = res.body!.data as {
    items: {
      entity: string;
      entityId: string;
      actor: { email: string };
      before: unknown;
      after: unknown;
      action: string;
    }[];
    total: number;
  };
  expect(data.total).toBeGreaterThan(0);
  expect(data.items.every((i) => i.entity === 'product' && i.entityId === String(mine.id))).toBe(true);
  const update = data.items.find((i) => i.action === 'update')!;
  expect(update.actor.email).toBe(s.memberA.user.email);
  expect(update.before).toMatchObject({ id: mine.id });
  expect(update.after).toMatchObject({ title: 'Renamed' });
});
