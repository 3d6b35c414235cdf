/**
 * What the offers loader hands to pricing (lib/offers/load.ts): the automatic offers running now,
 * the typed code's promotion in whatever state, category scopes widened to their descendants, and
 * the signed-in shopper's placed orders and held uses of each offer — the facts behind "This code
 * is for your first order." and "You have already used this code.".
 */
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { randomBytes } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { categories, orderPromotions, orders, promotions } from '@/lib/db/schema';
import { loadOffers } from '@/lib/offers/load';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { createTestUser } from '../helpers/auth';

const DAY = 86_400_000;
const now = new Date();
const ago = (days: number) => new Date(now.getTime() - days * DAY);

beforeAll(() => setupTestDatabase({ seed: false }));
afterAll(teardownTestDatabase);

async function promotion(values: Partial<typeof promotions.$inferInsert>) {
  const [row] = await getDb()
    .insert(promotions)
    .values({ title: 'Offer', kind: 'PERCENT', value: 10, startsAt: ago(1), ...values })
    .returning();
  return row;
}

async function order(userId: number, status: string) {
  const [row] = await getDb()
    .insert(orders)
    .values({
      orderNumber: `OT-${randomBytes(4).toString('hex')}`,
      userId,
      status,
      paymentType: 'POSTPAID',
      paymentMethod: 'COD',
      subtotalPaise: 50_000,
      discountPaise: 0,
      shippingPaise: 0,
      handlingPaise: 0,
      totalPaise: 50_000,
      shippingAddress: {},
    })
    .returning();
  return row;
}

const used = (orderId: number, userId: number, promotionId: number, releasedAt: Date | null = null) =>
  getDb()
    .insert(orderPromotions)
    .values({ orderId, userId, promotionId, title: 'Offer', kind: 'PERCENT', amountPaise: 1_000, releasedAt });

test('running automatic offers and the typed code load, in any state; ended offers and other codes do not', async () => {
  const running = await promotion({ code: null });
  const ended = await promotion({ code: null, startsAt: ago(10), endsAt: ago(2) });
  const paused = await promotion({ code: null, active: false });
  const expiredCode = await promotion({ code: 'OLDSALE', startsAt: ago(10), endsAt: ago(2) });
  const otherCode = await promotion({ code: 'OTHER' });

  const offers = await loadOffers(getDb(), { userId: null, code: ' oldsale ', now });
  const ids = offers.promotions.map((p) => p.id);
  expect(ids).toEqual(expect.arrayContaining([running.id, expiredCode.id]));
  expect(ids).not.toContain(ended.id);
  expect(ids).not.toContain(paused.id);
  expect(ids).not.toContain(otherCode.id);
  expect(offers.code).toBe('OLDSALE');
  expect(offers.shopper).toBeNull();
});

test("a shopper's held uses count per offer (a cancelled order's given-back use does not), and so do their orders that were not cancelled", async () => {
  const { user } = await createTestUser();
  const { user: other } = await createTestUser();
  const welcome = await promotion({ code: 'WELCOME-LOAD' });
  const automatic = await promotion({ code: null, perCustomerLimit: 2 });
  const delivered = await order(user.id, 'DELIVERED');
  const confirmed = await order(user.id, 'CONFIRMED');
  const cancelled = await order(user.id, 'CANCELLED');
  const othersOrder = await order(other.id, 'DELIVERED');
  await used(delivered.id, user.id, welcome.id);
  await used(delivered.id, user.id, automatic.id);
  await used(confirmed.id, user.id, automatic.id);
  await used(cancelled.id, user.id, welcome.id, now);
  await used(othersOrder.id, other.id, welcome.id);

  const offers = await loadOffers(getDb(), { userId: user.id, code: 'welcome-load', now });
  expect(offers.shopper?.placedOrders).toBe(2);
  expect(offers.shopper?.usesOf.get(welcome.id)).toBe(1);
  expect(offers.shopper?.usesOf.get(automatic.id)).toBe(2);

  const newcomer = await createTestUser();
  const fresh = await loadOffers(getDb(), { userId: newcomer.user.id, code: 'WELCOME-LOAD', now });
  expect(fresh.shopper?.placedOrders).toBe(0);
  expect(fresh.shopper?.usesOf.get(welcome.id) ?? 0).toBe(0);
});

test('a category scope covers every category below it', async () => {
  const tag = randomBytes(3).toString('hex');
  const [tea] = await getDb()
    .insert(categories)
    .values({ slug: `tea-${tag}`, title: 'Tea' })
    .returning();
  const [green] = await getDb()
    .insert(categories)
    .values({ slug: `green-${tag}`, title: 'Green tea', parentId: tea.id })
    .returning();
  const [matcha] = await getDb()
    .insert(categories)
    .values({ slug: `matcha-${tag}`, title: 'Matcha', parentId: green.id })
    .returning();
  const [honey] = await getDb()
    .insert(categories)
    .values({ slug: `honey-${tag}`, title: 'Honey' })
    .returning();
  const teaSale = await promotion({ code: null, scope: 'CATEGORIES', scopeIds: [tea.id] });

  const offers = await loadOffers(getDb(), { userId: null, now });
  const loaded = offers.promotions.find((p) => p.id === teaSale.id)!;
  expect([...loaded.scopeIds].sort((a, b) => a - b)).toEqual([tea.id, green.id, matcha.id].sort((a, b) => a - b));
  expect(loaded.scopeIds).not.toContain(honey.id);
});
