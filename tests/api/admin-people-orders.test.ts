jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
import { and, eq, gte, ne } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { createStaff, json, productOf, type Staff } from '../helpers/admin';
import { GET as orders } from '@/app/api/v1/admin/orders/route';
import { GET as subOrder } from '@/app/api/v1/admin/orders/[subOrderNumber]/route';
import { GET as staffList, POST as createUser } from '@/app/api/v1/admin/users/route';
import { DELETE as removeUser, PATCH as patchUser } from '@/app/api/v1/admin/users/[id]/route';
import { GET as customers } from '@/app/api/v1/admin/customers/route';
import { GET as customer, PATCH as patchCustomer } from '@/app/api/v1/admin/customers/[id]/route';
import { GET as dashboard } from '@/app/api/v1/admin/dashboard/route';
import { GET as profile } from '@/app/user/profile/route';
import { POST as login } from '@/app/auth/login/route';
import { ensureAdmin } from '@/lib/account/bootstrap-admin';
import { verifyPassword } from '@/lib/auth/password';
import { auditLog, orderItems, orders as orderTable, payments, subOrders, users } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';

let db: Db;
let s: Staff;
let shopper: TestUser;
let orderNumber: string;
beforeAll(async () => {
  ({ db } = await setupTestDatabase());
  s = await createStaff();
  shopper = await createTestUser({ name: 'Kavya Menon', phone: '9811122233' });
  orderNumber = await placeSplitOrder(shopper.user.id);
}, 180_000);
afterAll(teardownTestDatabase);

/** One order with a sub-order for seller A and one for seller B, paid, waiting to ship. */
async function placeSplitOrder(userId: number): Promise<string> {
  const a = await productOf(s.sellerA.id);
  const b = await productOf(s.sellerB.id);
  const number = 'OT-ABCDEFGH';
  const total = a.pricePaise + 2 * b.pricePaise;
  const [order] = await db
    .insert(orderTable)
    .values({
      orderNumber: number,
      userId,
      status: 'CONFIRMED',
      paymentType: 'PREPAID',
      paymentMethod: 'UPI',
      subtotalPaise: total,
      discountPaise: 0,
      shippingPaise: 0,
      handlingPaise: 0,
      totalPaise: total,
      shippingAddress: {
        name: 'Kavya Menon',
        phoneNumber: '9811122233',
        streetAddress: '1 Beach Rd',
        city: 'Kochi',
        state: 'Kerala',
        postalCode: '682001',
        country: 'India',
      },
    })
    .returning();
  for (const [i, [p, seller, q]] of (
    [
      [a, s.sellerA, 1],
      [b, s.sellerB, 2],
    ] as const
  ).entries()) {
    const [sub] = await db
      .insert(subOrders)
      .values({
        orderId: order.id,
        subOrderNumber: `${number}-${i + 1}`,
        sellerId: seller.id,
        sellerName: seller.slug,
        status: 'CONFIRMED',
      })
      .returning();
    await db.insert(orderItems).values({
      subOrderId: sub.id,
      productId: p.id,
      productName: p.title,
      productSlug: p.slug,
      mrpPaise: p.mrpPaise,
      pricePaise: p.pricePaise,
      quantity: q,
      totalPaise: p.pricePaise * q,
      netPaise: p.pricePaise * q,
    });
  }
  await db.insert(payments).values({
    orderId: order.id,
    provider: 'sandbox',
    providerOrderId: 'order_x',
    providerPaymentId: 'pay_x',
    amountPaise: total,
    status: 'PAID',
    method: 'upi',
  });
  return number;
}

type Queue = {
  items: {
    subOrderNumber: string;
    orderNumber: string;
    customer: { name: string };
    total: number;
    paymentStatus: string;
    items: unknown[];
  }[];
  total: number;
};

test('order queue: anonymous 401, customer 403; a member sees only its own sub-orders; search by number, name, phone', async () => {
  expect((await call(orders, '/x')).status).toBe(401);
  expect((await call(orders, '/x', { headers: shopper.authHeader })).status).toBe(403);
  const mine = (await call(orders, '/x', { headers: s.memberA.authHeader })).body!.data as Queue;
  // Seller A's own sub-orders only: this one first (newest), then its delivered demo history.
  const own = (
    await db.select({ n: subOrders.subOrderNumber }).from(subOrders).where(eq(subOrders.sellerId, s.sellerA.id))
  ).map((r) => r.n);
  expect(own.length).toBeGreaterThan(1);
  expect(mine.total).toBe(own.length);
  expect(mine.items[0].subOrderNumber).toBe(`${orderNumber}-1`);
  expect(mine.items.every((i) => own.includes(i.subOrderNumber))).toBe(true);
  expect(mine.items[0]).toMatchObject({ orderNumber, customer: { name: 'Kavya Menon' }, paymentStatus: 'PAID' });
  const all = (await call(orders, '/x?status=confirmed', { headers: s.admin.authHeader })).body!.data as Queue;
  expect(all.total).toBe(2);
  for (const q of [orderNumber.toLowerCase(), 'kavya', '+91 98111 22233', shopper.user.email]) {
    const found = (await call(orders, `/x?q=${encodeURIComponent(q)}`, { headers: s.admin.authHeader })).body!
      .data as Queue;
    expect([q, found.total]).toEqual([q, 2]);
  }
  expect(((await call(orders, '/x?q=nobody-at-all', { headers: s.admin.authHeader })).body!.data as Queue).total).toBe(
    0,
  );
  expect(((await call(orders, '/x?status=SHIPPED', { headers: s.admin.authHeader })).body!.data as Queue).total).toBe(
    0,
  );
  expect((await call(orders, '/x?status=LOST', { headers: s.admin.authHeader })).status).toBe(400);
});

test("sub-order page: items, customer, address, payment, history; another seller's sub-order is 404", async () => {
  const own = await call(subOrder, '/x', {
    headers: s.memberA.authHeader,
    params: { subOrderNumber: `${orderNumber}-1` },
  });
  expect(own.status).toBe(200);
  expect(own.body!.data).toMatchObject({
    subOrderNumber: `${orderNumber}-1`,
    customer: { phone: '9811122233' },
    address: { city: 'Kochi' },
    payments: [{ paid: true }],
  });
  const theirs = await call(subOrder, '/x', {
    headers: s.memberA.authHeader,
    params: { subOrderNumber: `${orderNumber}-2` },
  });
  const missing = await call(subOrder, '/x', {
    headers: s.memberA.authHeader,
    params: { subOrderNumber: 'OT-ZZZZZZZZ-1' },
  });
  expect(theirs.status).toBe(404);
  expect(theirs.body).toEqual(missing.body);
  expect(
    (await call(subOrder, '/x', { headers: s.admin.authHeader, params: { subOrderNumber: `${orderNumber}-2` } }))
      .status,
  ).toBe(200);
});

test('dashboard: today and month figures, waiting to ship, low stock and a daily series, in scope', async () => {
  const IST_OFFSET_MS = 330 * 60_000;
  const ist = new Date(Date.now() + IST_OFFSET_MS);
  expect((await call(dashboard, '/x', { headers: shopper.authHeader })).status).toBe(403);
  const admin = (await call(dashboard, '/x?days=7', { headers: s.admin.authHeader })).body!.data as {
    today: { orders: number; revenue: number };
    waitingToShip: number;
    series: unknown[];
    month: { orders: number };
  };
  expect(admin.today.orders).toBe(1);
  // The month also holds the demo buyers' delivered orders placed since the 1st (IST), when there are any; their
  // parcels returned to origin never became sales.
  const monthStart = new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), 1) - IST_OFFSET_MS);
  const history = await db.$count(
    orderTable,
    and(
      gte(orderTable.createdAt, monthStart),
      ne(orderTable.orderNumber, orderNumber),
      eq(orderTable.status, 'DELIVERED'),
    ),
  );
  expect(admin.month.orders).toBe(1 + history);
  expect(admin.waitingToShip).toBe(2);
  expect(admin.series).toHaveLength(7);
  const member = (await call(dashboard, '/x', { headers: s.memberA.authHeader })).body!.data as typeof admin;
  expect(member.waitingToShip).toBe(1);
  expect(member.today.revenue).toBeLessThan(admin.today.revenue);
});

test('staff accounts: an admin creates a seller member who signs in with role SELLER and sees its seller in the profile', async () => {
  const body = {
    email: 'Member.New@Example.com',
    name: 'New Member',
    phone: '9876501234',
    password: 'Seller@2024',
    role: 'SELLER',
    sellerSlug: s.sellerA.slug,
    sellerId: s.sellerB.id,
    status: 'BLOCKED',
  };
  expect((await call(createUser, '/x', json('POST', body, s.memberA.authHeader))).status).toBe(403);
  const made = await call(createUser, '/x', json('POST', body, s.admin.authHeader));
  expect(made.status).toBe(201);
  const person = made.body!.data as { id: number; role: string; status: string; seller: { slug: string } };
  expect(person).toMatchObject({ role: 'SELLER', status: 'ACTIVE', seller: { slug: s.sellerA.slug } });
  expect((await call(createUser, '/x', json('POST', body, s.admin.authHeader))).status).toBe(409);
  const noSeller = await call(
    createUser,
    '/x',
    json('POST', { ...body, email: 'x@example.com', sellerSlug: undefined }, s.admin.authHeader),
  );
  expect(noSeller.status).toBe(400);
  expect(noSeller.body!.errors!.sellerSlug).toBeDefined();
  expect(
    (
      await call(
        createUser,
        '/x',
        json('POST', { ...body, email: 'y@example.com', password: 'weak' }, s.admin.authHeader),
      )
    ).status,
  ).toBe(400);

  const signedIn = await call(
    login,
    '/auth/login',
    json('POST', { email: 'member.new@example.com', password: 'Seller@2024', role: 'SELLER' }, {}),
  );
  expect(signedIn.status).toBe(200);
  const token = signedIn.body!.data as string;
  const me = await call(profile, '/user/profile', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.body!.data).toMatchObject({ role: 'SELLER', seller: { slug: s.sellerA.slug } });

  const list = (await call(staffList, '/x?q=new member', { headers: s.admin.authHeader })).body!.data as {
    items: { id: number }[];
  };
  expect(list.items.map((i) => i.id)).toEqual([person.id]);

  const id = String(person.id);
  const promoted = await call(patchUser, '/x', {
    ...json('PATCH', { role: 'ADMIN' }, s.admin.authHeader),
    params: { id },
  });
  expect(promoted.body!.data).toMatchObject({ role: 'ADMIN', seller: null });
  // the old session (minted as SELLER) ends with the role change
  expect((await call(profile, '/user/profile', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(401);
  const removed = await call(removeUser, '/x', { method: 'DELETE', headers: s.admin.authHeader, params: { id } });
  expect(removed.body!.data).toMatchObject({ role: 'CUSTOMER' });
  expect(
    (
      await call(patchUser, '/x', {
        ...json('PATCH', { role: 'CUSTOMER' }, s.admin.authHeader),
        params: { id: String(s.admin.user.id) },
      })
    ).status,
  ).toBe(400);
  const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
  expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'change-role', 'remove-staff']));
});

test('customers: search, view orders, block (cannot sign in, session ends) and unblock', async () => {
  const found = (await call(customers, '/x?q=kavya', { headers: s.admin.authHeader })).body!.data as {
    items: { id: number }[];
  };
  expect(found.items.map((i) => i.id)).toEqual([shopper.user.id]);
  expect((await call(customers, '/x', { headers: s.memberA.authHeader })).status).toBe(403);
  const id = String(shopper.user.id);
  const detail = await call(customer, '/x', { headers: s.admin.authHeader, params: { id } });
  expect(detail.body!.data).toMatchObject({ orderCount: 1, orders: [{ orderNumber }] });

  expect((await call(profile, '/user/profile', { headers: shopper.authHeader })).status).toBe(200);
  const blocked = await call(patchCustomer, '/x', {
    ...json('PATCH', { status: 'BLOCKED' }, s.admin.authHeader),
    params: { id },
  });
  expect(blocked.body!.data).toMatchObject({ status: 'BLOCKED' });
  expect((await call(profile, '/user/profile', { headers: shopper.authHeader })).status).toBe(401);
  const attempt = await call(
    login,
    '/auth/login',
    json('POST', { email: shopper.user.email, password: shopper.password, role: 'CUSTOMER' }, {}),
  );
  expect(attempt.status).toBe(401);
  await call(patchCustomer, '/x', { ...json('PATCH', { status: 'ACTIVE' }, s.admin.authHeader), params: { id } });
  expect(
    (
      await call(
        login,
        '/auth/login',
        json('POST', { email: shopper.user.email, password: shopper.password, role: 'CUSTOMER' }, {}),
      )
    ).status,
  ).toBe(200);
});

test('bootstrap admin: created with the password, or an existing account promoted with its password unchanged', async () => {
  expect((await ensureAdmin('Boss@Example.com', 'Boss@12345', db)).outcome).toBe('created');
  expect((await ensureAdmin('boss@example.com', 'Other@12345', db)).outcome).toBe('unchanged');
  const [boss] = await db.select().from(users).where(eq(users.email, 'boss@example.com'));
  expect(boss.role).toBe('ADMIN');
  expect(await verifyPassword(boss.passwordHash, 'Boss@12345')).toBe(true);
  const member = await createTestUser({ role: 'SELLER', sellerId: s.sellerA.id, password: 'Keep@12345' });
  expect((await ensureAdmin(member.user.email, 'New@123456', db)).outcome).toBe('promoted');
  const [promoted] = await db.select().from(users).where(eq(users.id, member.user.id));
  expect(promoted).toMatchObject({ role: 'ADMIN', sellerId: null });
  expect(await verifyPassword(promoted.passwordHash, 'Keep@12345')).toBe(true);
});
