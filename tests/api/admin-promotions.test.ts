/**
 * The seller's promotions in the back office (design §11): an admin runs every promotion, a seller's
 * member only its own seller's, scoped to its own products; every change is audited; the list shows
 * each promotion's redemptions, the discount it gave and the revenue of the orders that used it.
 */
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
import { and, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createStaff, json, productOf, type Staff } from '../helpers/admin';
import { GET as list, POST as create } from '@/app/api/v1/admin/promotions/route';
import { GET as read, PATCH as patch } from '@/app/api/v1/admin/promotions/[id]/route';
import { auditLog, categories, orderPromotions, orders, promotions } from '@/lib/db/schema';
import type { AdminPromotion } from '@/lib/offers/admin-promotions';
import type { Db } from '@/lib/db/client';

let db: Db;
let s: Staff;
beforeAll(async () => {
  ({ db } = await setupTestDatabase());
  s = await createStaff();
}, 180_000);
afterAll(teardownTestDatabase);
beforeEach(() => (revalidateTag as jest.Mock).mockClear());

const PATH = '/api/v1/admin/promotions';
const base = { title: 'Diwali sale', kind: 'PERCENT', value: 10, maxDiscount: 150, startsAt: '2026-10-20T00:00' };
let codes = 0;
const fresh = () => `TEST${++codes}`;

const post = (who: { authHeader: Record<string, string> }, body: Record<string, unknown>) =>
  call(create, PATH, json('POST', body, who.authHeader));
const edit = (who: { authHeader: Record<string, string> }, id: number, body: Record<string, unknown>) =>
  call(patch, `${PATH}/${id}`, { params: { id: String(id) }, ...json('PATCH', body, who.authHeader) });
const get = (who: { authHeader: Record<string, string> }, id: number) =>
  call(read, `${PATH}/${id}`, { params: { id: String(id) }, headers: who.authHeader });
const listAs = async (who: { authHeader: Record<string, string> }, query = '') =>
  (await call(list, `${PATH}?size=100${query}`, { headers: who.authHeader })).body!.data as {
    items: AdminPromotion[];
    total: number;
  };

async function made(who: { authHeader: Record<string, string> }, body: Record<string, unknown>) {
  const res = await post(who, { ...base, code: fresh(), ...body });
  if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
  return res.body!.data as AdminPromotion;
}

test('anonymous 401, customer 403; an admin creates a code, reads it back in rupees and IST', async () => {
  expect((await call(list, PATH)).status).toBe(401);
  expect((await call(list, PATH, { headers: s.customer.authHeader })).status).toBe(403);
  const res = await post(s.admin, { ...base, code: ' diwali-10 ', endsAt: '2026-11-05T23:59', totalLimit: '500' });
  expect(res.status).toBe(201);
  const p = res.body!.data as AdminPromotion;
  expect(p).toMatchObject({
    code: 'DIWALI-10',
    kind: 'PERCENT',
    value: 10,
    maxDiscount: 150,
    perCustomerLimit: 1,
    totalLimit: 500,
    seller: null,
    // midnight IST is 18:30 UTC the day before
    startsAt: '2026-10-19T18:30:00.000Z',
    endsAt: '2026-11-05T18:29:00.000Z',
  });
  const [row] = await db.select().from(promotions).where(eq(promotions.id, p.id));
  expect(row).toMatchObject({ value: 10, maxDiscountPaise: 15_000, sellerId: null });
  expect((revalidateTag as jest.Mock).mock.calls.map((c) => c[0])).toContain('promotions');
  expect((await get(s.admin, p.id)).body!.data).toMatchObject({ id: p.id, code: 'DIWALI-10' });
});

test('validation answers each field with its message', async () => {
  const errorsOf = async (body: Record<string, unknown>) => (await post(s.admin, { ...base, ...body })).body!.errors;
  expect(await errorsOf({ code: 'AB' })).toMatchObject({
    code: 'A code is 3 to 20 letters, digits, dashes or underscores',
  });
  expect(await errorsOf({ code: 'TEN OFF' })).toHaveProperty('code');
  expect(await errorsOf({ code: fresh(), value: 0 })).toMatchObject({
    value: 'A percentage is a whole number from 1 to 100',
  });
  expect(await errorsOf({ code: fresh(), value: 101 })).toHaveProperty('value');
  expect(await errorsOf({ code: fresh(), kind: 'FLAT', value: 49.999 })).toMatchObject({
    value: 'Enter an amount in rupees greater than 0, with at most 2 decimals',
  });
  expect(await errorsOf({ code: fresh(), endsAt: '2026-10-19T23:00' })).toMatchObject({
    endsAt: 'The end must be after the start',
  });
  expect(await errorsOf({ code: fresh(), totalLimit: 0 })).toMatchObject({
    totalLimit: 'Enter a whole number of at least 1, or leave it empty',
  });
  expect(await errorsOf({ code: fresh(), scope: 'PRODUCTS', scopeIds: [] })).toMatchObject({
    scopeIds: 'Choose at least one',
  });
  expect(await errorsOf({ code: fresh(), startsAt: 'soon' })).toMatchObject({ startsAt: 'Enter a date and time' });
  // a flat amount is stored in paise; free shipping carries no value
  const flat = await made(s.admin, { kind: 'FLAT', value: '49.50', maxDiscount: 10 });
  expect(flat).toMatchObject({ value: 49.5, maxDiscount: null });
  const free = await made(s.admin, { kind: 'FREE_SHIPPING', value: 5 });
  expect(free.value).toBeNull();
});

test('a second promotion with the same code, in any case, is 409 and nothing is stored', async () => {
  const first = await made(s.admin, { code: 'ONCEONLY' });
  const res = await post(s.admin, { ...base, code: 'onceonly' });
  expect(res.status).toBe(409);
  expect(res.body!.message).toBe('A promotion with this code already exists.');
  const other = await made(s.admin, {});
  expect((await edit(s.admin, other.id, { code: 'ONCEONLY' })).status).toBe(409);
  expect(await db.select().from(promotions).where(eq(promotions.code, 'ONCEONLY'))).toHaveLength(1);
  expect((await get(s.admin, first.id)).status).toBe(200);
});

test('an admin edits any field, pauses and resumes; each change is audited with before and after', async () => {
  const p = await made(s.admin, {});
  const edited = await edit(s.admin, p.id, { title: 'Diwali week', value: 15 });
  expect(edited.status).toBe(200);
  expect(edited.body!.data).toMatchObject({ title: 'Diwali week', value: 15, maxDiscount: 150 });
  // the rules hold on the promotion as it would become: it is still PERCENT, so 150 is refused
  expect((await edit(s.admin, p.id, { value: 150 })).body!.errors).toHaveProperty('value');
  const paused = await edit(s.admin, p.id, { active: false });
  expect(paused.body!.data).toMatchObject({ active: false, status: 'PAUSED' });
  expect((revalidateTag as jest.Mock).mock.calls.map((c) => c[0])).toContain('promotions');
  expect((await edit(s.admin, p.id, { active: true })).body!.data).toMatchObject({ status: 'RUNNING' });
  const entries = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'promotion'), eq(auditLog.entityId, String(p.id))))
    .orderBy(auditLog.id);
  expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'pause', 'resume']);
  expect(entries[1]).toMatchObject({ before: { title: 'Diwali sale' }, after: { title: 'Diwali week' } });
  expect(entries[2].actorId).toBe(s.admin.user.id);
});

test("seller A's member makes promotions for its own seller and products only", async () => {
  const mine = await productOf(s.sellerA.id);
  const theirs = await productOf(s.sellerB.id);
  const own = await made(s.memberA, { scope: 'PRODUCTS', scopeIds: [mine.id], sellerId: s.sellerB.id });
  expect(own.seller?.slug).toBe(s.sellerA.slug);
  const [row] = await db.select().from(promotions).where(eq(promotions.id, own.id));
  expect(row.sellerId).toBe(s.sellerA.id);
  // another seller's product "does not exist" for this member
  const count = async () => (await db.select().from(promotions)).length;
  const before = await count();
  const scoped = await post(s.memberA, { ...base, code: fresh(), scope: 'PRODUCTS', scopeIds: [mine.id, theirs.id] });
  expect(scoped.status).toBe(404);
  const sellers = await post(s.memberA, { ...base, code: fresh(), scope: 'SELLERS', scopeIds: [s.sellerA.id] });
  expect(sellers.status).toBe(400);
  expect(sellers.body!.errors).toEqual({ scope: 'A seller’s promotion applies to its own products only' });
  expect(await count()).toBe(before);
  // categories are fine
  const [cat] = await db.select().from(categories).limit(1);
  expect((await post(s.memberA, { ...base, code: fresh(), scope: 'CATEGORIES', scopeIds: [cat.id] })).status).toBe(201);
  // nor can an edit widen it to B's product
  expect((await edit(s.memberA, own.id, { scopeIds: [theirs.id] })).status).toBe(404);
  // nor can it edit its way to a store-wide promotion: the seller stays its own
  await edit(s.memberA, own.id, { scope: 'ALL' });
  expect((await db.select().from(promotions).where(eq(promotions.id, own.id)))[0].sellerId).toBe(s.sellerA.id);
  // an admin may scope to anyone's products and to sellers
  expect((await post(s.admin, { ...base, code: fresh(), scope: 'PRODUCTS', scopeIds: [theirs.id] })).status).toBe(201);
  expect((await post(s.admin, { ...base, code: fresh(), scope: 'SELLERS', scopeIds: [s.sellerB.id] })).status).toBe(
    201,
  );
});

test("seller A's member cannot see or change seller B's promotion, nor a store-wide one", async () => {
  const bs = await made(s.memberB, {});
  const storeWide = await made(s.admin, {});
  for (const id of [bs.id, storeWide.id]) {
    expect((await get(s.memberA, id)).status).toBe(404);
    expect((await edit(s.memberA, id, { active: false })).status).toBe(404);
  }
  expect((await get(s.memberA, 99_999_999)).status).toBe(404);
  const [row] = await db.select().from(promotions).where(eq(promotions.id, bs.id));
  expect(row.active).toBe(true);
  const seen = await listAs(s.memberA);
  expect(seen.total).toBeGreaterThan(0);
  expect(seen.items.every((p) => p.seller?.slug === s.sellerA.slug)).toBe(true);
  expect(seen.items.map((p) => p.id)).not.toContain(bs.id);
  // B's member pauses its own
  expect((await edit(s.memberB, bs.id, { active: false })).body!.data).toMatchObject({ status: 'PAUSED' });
  // and the admin sees both sellers' and the store's
  const all = (await listAs(s.admin)).items.map((p) => p.id);
  expect(all).toEqual(expect.arrayContaining([bs.id, storeWide.id]));
});

test('the list shows redemptions, the discount given and the revenue of orders not cancelled', async () => {
  const p = await made(s.admin, { code: 'FIGURES', totalLimit: 5 });
  let n = 0;
  async function usedBy(status: string, total: number, discount: number, released = false) {
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `OT-PROMO${String(++n).padStart(4, '0')}`,
        userId: s.customer.user.id,
        status,
        paymentType: 'POSTPAID',
        paymentMethod: 'COD',
        subtotalPaise: total + discount,
        discountPaise: discount,
        shippingPaise: 0,
        handlingPaise: 0,
        totalPaise: total,
        shippingAddress: {},
      })
      .returning();
    await db.insert(orderPromotions).values({
      orderId: order.id,
      promotionId: p.id,
      userId: s.customer.user.id,
      code: 'FIGURES',
      title: p.title,
      kind: 'PERCENT',
      amountPaise: discount,
      releasedAt: released ? new Date() : null,
    });
  }
  await usedBy('CONFIRMED', 90_000, 10_000);
  await usedBy('DELIVERED', 45_050, 5_000);
  await usedBy('CANCELLED', 20_000, 2_000, true);
  await db.update(promotions).set({ redemptions: 2 }).where(eq(promotions.id, p.id));
  const [row] = (await listAs(s.admin, '&q=figures')).items;
  expect(row).toMatchObject({ id: p.id, redemptions: 2, totalLimit: 5, discountGiven: 150, revenue: 1350.5 });
  // filters: by status, and the search on code or title
  await db.update(promotions).set({ redemptions: 5 }).where(eq(promotions.id, p.id));
  expect((await listAs(s.admin, '&status=USED_UP')).items.map((i) => i.id)).toContain(p.id);
  expect((await listAs(s.admin, '&status=RUNNING')).items.map((i) => i.id)).not.toContain(p.id);
  expect((await listAs(s.admin, '&q=no-such-offer')).total).toBe(0);
  // a limit below what was already used is refused
  expect((await edit(s.admin, p.id, { totalLimit: 3 })).body!.errors).toMatchObject({
    totalLimit: 'This promotion has already been used more times than that',
  });
});
