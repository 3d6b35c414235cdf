// These suites build their own catalogue (orders.fixtures.ts); the demo seed is not loaded.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { and, eq, isNull, sql } from 'drizzle-orm';
import { POST as placeOrderRoute } from '@/app/api/orders/route';
import { POST as priceRoute } from '@/app/api/checkout/price/route';
import { GET as invoiceRoute } from '@/app/invoice/[subOrderNumber]/route';
import { GET as ordersCsvRoute } from '@/app/api/v1/admin/reports/orders.csv/route';
import { ORDERS_CSV_HEADER } from '@/lib/reports/orders-csv';
import { getDb } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/rows';
import { orderItems, orderPromotions, orders, promotions, subOrders } from '@/lib/db/schema';
import type { OrderJson } from '@/lib/commerce/orders';
import type { CheckoutPriceJson } from '@/lib/offers/price-json';
import type { InvoiceDocument } from '@/lib/invoices/document';
import { refundablePaiseOf } from '@/lib/fulfilment/refundable';
import { expirePendingOrders } from '@/lib/commerce/order-state';
import { getAdminSubOrder } from '@/lib/commerce/admin-orders';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createTestUser, type TestUser } from '../helpers/auth';
import { addAddress, json, makeCatalog, setStock, stockOf, type Fixture } from './orders.fixtures';
import { cancel, move, pay, refund, SHIP } from './after-order.fixtures';

let f: Fixture;
let sellerA: TestUser;
let sellerB: TestUser;

beforeAll(async () => {
  process.env.PAYMENTS_MODE = 'sandbox';
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  sellerA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id });
  sellerB = await createTestUser({ role: 'SELLER', sellerId: f.sellers.b.id });
}, 60_000);
afterAll(async () => {
  delete process.env.PAYMENTS_MODE;
  await teardownTestDatabase();
});
beforeEach(async () => {
  await setStock(f.tea.id, 200);
  await setStock(f.honey.id, 200);
});

let codes = 0;
/** A running promotion, inserted directly (the back office is not part of this suite). */
async function addPromotion(over: Partial<typeof promotions.$inferInsert> = {}) {
  const [row] = await getDb()
    .insert(promotions)
    .values({
      code: `TEST${++codes}`,
      title: '10 % off',
      kind: 'PERCENT',
      value: 10,
      startsAt: new Date(Date.now() - 86_400_000),
      ...over,
    })
    .returning();
  return row;
}

const counterOf = async (id: number) =>
  (await getDb().select({ n: promotions.redemptions }).from(promotions).where(eq(promotions.id, id)))[0].n;

type Shopper = TestUser & { addressId: number };
async function newShopper(): Promise<Shopper> {
  const who = await createTestUser();
  return { ...who, addressId: (await addAddress(who.user.id)).id };
}

/** Two Darjeeling (₹798) from seller A and a honey (₹350) from seller B: ₹1148 of goods. */
const ITEMS = () => [
  { productId: f.tea.id, variantId: null, quantity: 2 },
  { productId: f.honey.id, variantId: null, quantity: 1 },
];
const place = (who: Shopper, method: 'COD' | 'UPI', promotionCode?: string, items = ITEMS()) =>
  call(placeOrderRoute, '/api/orders', {
    method: 'POST',
    ...json({ addressId: who.addressId, paymentInfo: { method }, items, promotionCode }, who.authHeader),
  });
const ordersOf = async (userId: number) => getDb().select().from(orders).where(eq(orders.userId, userId));

describe('placement with a code', () => {
  it('takes the code off the lines: net per line, discount and total as priced, the redemption recorded', async () => {
    const promo = await addPromotion();
    const who = await newShopper();
    const res = await place(who, 'COD', promo.code!.toLowerCase());
    expect(res.status).toBe(201);
    const order = res.body!.data as OrderJson;
    // 10 % of ₹1148 = ₹114.80, split 798:350 → ₹79.80 and ₹35.
    expect(order.promotions).toEqual([{ code: promo.code, title: '10 % off', kind: 'PERCENT', amount: 114.8 }]);
    expect(order.subOrders.flatMap((s) => s.items.map((i) => i.netPrice))).toEqual([718.2, 315]);
    // MRP discount (2 × ₹100) + the code; ₹59 delivery (under ₹5000) + ₹49 COD handling.
    expect(order).toMatchObject({ discountAmount: 314.8, shippingCharge: 59, handlingCharge: 49, totalAmount: 1141.2 });
    expect(await counterOf(promo.id)).toBe(1);
    const [redeemed] = await getDb().select().from(orderPromotions).where(eq(orderPromotions.orderId, order.id));
    expect(redeemed).toMatchObject({
      promotionId: promo.id,
      userId: who.user.id,
      amountPaise: 114_80,
      releasedAt: null,
    });
  });

  it('fifty shoppers at once on a code with 10 redemptions left: exactly 10 discounted orders, 40 refusals', async () => {
    const promo = await addPromotion({ totalLimit: 15, redemptions: 5, perCustomerLimit: null });
    const shoppers: Shopper[] = [];
    for (let i = 0; i < 50; i++) shoppers.push(await newShopper());
    const before = await stockOf(f.tea.id);
    const results = await Promise.all(shoppers.map((s) => place(s, 'COD', promo.code!)));
    const placed = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.body?.message).toBe('This code has been fully used.');
      expect(r.body?.errors).toEqual({ promotionCode: 'This code has been fully used.' });
      // Priced without the code: MRP ₹1348 − ₹200 product discount + ₹59 delivery + ₹49 COD handling.
      expect((r.body?.data as { newTotal: number }).newTotal).toBe(1256);
    }
    for (const r of placed) expect((r.body!.data as OrderJson).totalAmount).toBe(1141.2);
    expect(await counterOf(promo.id)).toBe(15);
    const held = await getDb().select().from(orderPromotions).where(eq(orderPromotions.promotionId, promo.id));
    expect(held).toHaveLength(10);
    // Nothing placed for a refusal: only the ten orders took stock.
    expect(await stockOf(f.tea.id)).toBe(before - 20);
  }, 120_000);

  it('a per-customer limit of 1 holds across two parallel placements by one shopper', async () => {
    const promo = await addPromotion({ perCustomerLimit: 1 });
    const who = await newShopper();
    const [x, y] = await Promise.all([place(who, 'COD', promo.code!), place(who, 'COD', promo.code!)]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    expect([x, y].find((r) => r.status === 409)!.body?.message).toBe('You have already used this code.');
    expect(await ordersOf(who.user.id)).toHaveLength(1);
    expect(await counterOf(promo.id)).toBe(1);
  });

  it('a prepaid-only code with COD: refused with its message and the total without it, nothing placed', async () => {
    const promo = await addPromotion({ prepaidOnly: true });
    const who = await newShopper();
    const before = await stockOf(f.tea.id);
    const res = await place(who, 'COD', promo.code!);
    expect(res.status).toBe(409);
    expect(res.body?.message).toBe('This code is for UPI and card payments.');
    const data = res.body?.data as { newTotal: number; price: CheckoutPriceJson };
    expect(data.newTotal).toBe(1256);
    expect(data.price).toMatchObject({ total: 1256, handlingCharge: 49, promotions: [] });
    expect(await ordersOf(who.user.id)).toHaveLength(0);
    expect(await stockOf(f.tea.id)).toBe(before);
    expect(await counterOf(promo.id)).toBe(0);
    // The same code with UPI applies.
    expect((await place(who, 'UPI', promo.code!)).status).toBe(201);
  });

  it('an expired or unknown code is a 409 at placement, not a silent full price', async () => {
    const expired = await addPromotion({ endsAt: new Date(Date.now() - 60_000) });
    const who = await newShopper();
    const res = await place(who, 'UPI', expired.code!);
    expect(res.status).toBe(409);
    expect(res.body?.message).toBe('This code has expired.');
    const unknown = await place(who, 'UPI', 'NO-SUCH-CODE');
    expect(unknown.status).toBe(409);
    expect(unknown.body?.message).toBe('This code is not valid.');
    expect(await ordersOf(who.user.id)).toHaveLength(0);
  });

  it('a cancelled order gives its redemption back: the counter drops and another shopper can use it', async () => {
    const promo = await addPromotion({ totalLimit: 1 });
    const first = await newShopper();
    const second = await newShopper();
    const placed = await place(first, 'COD', promo.code!);
    expect(placed.status).toBe(201);
    expect((await place(second, 'COD', promo.code!)).body?.message).toBe('This code has been fully used.');
    const order = placed.body!.data as OrderJson;
    expect((await cancel(first, order.orderNumber)).status).toBe(200);
    expect(await counterOf(promo.id)).toBe(0);
    const released = await getDb()
      .select()
      .from(orderPromotions)
      .where(and(eq(orderPromotions.orderId, order.id), isNull(orderPromotions.releasedAt)));
    expect(released).toHaveLength(0);
    expect((await place(second, 'COD', promo.code!)).status).toBe(201);
    expect(await counterOf(promo.id)).toBe(1);
  });

  it('an automatic offer used up in a race drops out: both orders are placed, one with it', async () => {
    const auto = await addPromotion({ code: null, title: 'Last one', kind: 'FLAT', value: 50_00, totalLimit: 1 });
    const [x, y] = [await newShopper(), await newShopper()];
    const results = await Promise.all([place(x, 'COD'), place(y, 'COD')]);
    expect(results.map((r) => r.status)).toEqual([201, 201]);
    const taken = results.map((r) => (r.body!.data as OrderJson).promotions.map((p) => p.title));
    expect(taken.flat()).toEqual(['Last one']);
    const totals = results.map((r) => (r.body!.data as OrderJson).totalAmount).sort();
    expect(totals).toEqual([1256 - 50, 1256]);
    expect(await counterOf(auto.id)).toBe(1);
    await getDb().update(promotions).set({ active: false }).where(eq(promotions.id, auto.id));
  });

  it('an unpaid order cancelled by the expiry sweep gives its redemption back too', async () => {
    const promo = await addPromotion({ totalLimit: 1 });
    const who = await newShopper();
    const order = (await place(who, 'UPI', promo.code!)).body!.data as OrderJson;
    expect(await counterOf(promo.id)).toBe(1);
    await expirePendingOrders(getDb(), new Date(Date.now() + 24 * 3_600_000));
    const [row] = await getDb().select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    expect(row.status).toBe('CANCELLED');
    expect(await counterOf(promo.id)).toBe(0);
  });

  it('a different code under the same Idempotency-Key is a different order', async () => {
    const promo = await addPromotion();
    const who = await newShopper();
    const body = (promotionCode?: string) => ({
      method: 'POST',
      ...json(
        { addressId: who.addressId, paymentInfo: { method: 'COD' }, items: ITEMS(), promotionCode },
        { ...who.authHeader, 'Idempotency-Key': 'offer-key-1' },
      ),
    });
    expect((await call(placeOrderRoute, '/api/orders', body(promo.code!))).status).toBe(201);
    expect((await call(placeOrderRoute, '/api/orders', body())).status).toBe(422);
  });
});

describe('after a discounted order', () => {
  const invoiceOf = async (who: TestUser, sub: string) => {
    const res = await invoiceRoute(
      new Request(`http://localhost:3000/invoice/${sub}?format=json`, { headers: who.authHeader }),
      { params: Promise.resolve({ subOrderNumber: sub }) },
    );
    expect(res.status).toBe(200);
    return (await res.json()).data as InvoiceDocument;
  };

  it('the invoice takes the discount before tax and adds up to what the part paid', async () => {
    const promo = await addPromotion();
    const who = await newShopper();
    const order = (await place(who, 'UPI', promo.code!)).body!.data as OrderJson;
    await pay(who, order.orderNumber);
    const a = order.subOrders[0].subOrderNumber;
    expect((await move(sellerA, a, { status: 'PROCESSING' })).status).toBe(200);
    expect((await move(sellerA, a, SHIP)).status).toBe(200);
    const doc = await invoiceOf(who, a);
    const [tea, delivery] = doc.lines;
    // Two Darjeeling at ₹798 less ₹79.80: taxable value from ₹718.20.
    expect(tea).toMatchObject({ totalPaise: 718_20, discountPaise: 79_80 });
    for (const l of doc.lines) expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.totalPaise);
    expect(delivery).toMatchObject({ description: 'Delivery and handling', totalPaise: 59_00 });
    // The first part carries the delivery: its share is its net lines + ₹59, which the invoice totals.
    expect(doc.totals.totalPaise).toBe(718_20 + 59_00);
    expect(doc.totals.discountPaise).toBe(79_80);
    expect(await refundablePaiseOf(a)).toBe(doc.totals.totalPaise);
    const html = await (
      await invoiceRoute(new Request(`http://localhost:3000/invoice/${a}`, { headers: who.authHeader }), {
        params: Promise.resolve({ subOrderNumber: a }),
      })
    ).text();
    expect(html).toContain('Value ₹798.00 less offer discount ₹79.80');
    expect(html).toContain('Offer discounts of ₹79.80 are taken before tax.');
    const pdf = await invoiceRoute(
      new Request(`http://localhost:3000/invoice/${a}?format=pdf`, { headers: who.authHeader }),
      { params: Promise.resolve({ subOrderNumber: a }) },
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    // The seller's orders CSV agrees with the invoice: the offer's share shown, the tax taken on the net.
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const csv = await call(ordersCsvRoute, `/api/v1/admin/reports/orders.csv?from=${today}&to=${today}`, {
      headers: sellerA.authHeader,
    });
    const row = csv.text
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','))
      .find((r) => r[ORDERS_CSV_HEADER.indexOf('Sub-order number')] === a)!;
    const col = (name: string) => row[ORDERS_CSV_HEADER.indexOf(name)];
    expect([col('Line total'), col('Offer discount')]).toEqual(['798.00', '79.80']);
    expect(Math.round(Number(col('Tax in line')) * 100)).toBe(tea.cgstPaise + tea.sgstPaise + tea.igstPaise);
  });

  it('a refund of a discounted part never passes what its lines paid, and the shares add up to the total', async () => {
    const promo = await addPromotion({ kind: 'FLAT', value: 200_00, title: '₹200 off' });
    const who = await newShopper();
    const order = (await place(who, 'UPI', promo.code!)).body!.data as OrderJson;
    await pay(who, order.orderNumber);
    const [a, b] = order.subOrders.map((s) => s.subOrderNumber);
    // ₹200 over ₹798 : ₹350 → ₹139.02 and ₹60.98 (largest remainder).
    const nets = await getDb()
      .select({ net: orderItems.netPaise })
      .from(orderItems)
      .innerJoin(subOrders, eq(subOrders.id, orderItems.subOrderId))
      .where(eq(subOrders.orderId, order.id))
      .orderBy(orderItems.id);
    expect(nets.map((n) => n.net)).toEqual([798_00 - 139_02, 350_00 - 60_98]);
    expect((await refundablePaiseOf(a)) + (await refundablePaiseOf(b))).toBe(order.totalAmount * 100);
    expect(await refundablePaiseOf(b)).toBe(289_02);
    // The seller's sub-order page shows the same share paid.
    expect((await getAdminSubOrder(sellerB.user, b)).share).toEqual({ items: 289.02, charges: 0, total: 289.02 });
    const tooMuch = await refund(sellerB, b, { amount: 350, reason: 'Damaged' }, 'too-much');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body?.message).toBe('At most ₹289.02 can still be refunded.');
    // The shopper cancels the honey part: the refund is what it paid, not its list price.
    await move(sellerA, a, { status: 'PROCESSING' });
    await move(sellerA, a, SHIP);
    expect((await cancel(who, order.orderNumber)).status).toBe(200);
    const [row] = rowsOf<{ amount: number }>(
      await getDb().execute(
        sql`SELECT sum(amount_paise)::int AS amount FROM refunds WHERE order_id = ${order.id} AND status <> 'FAILED'`,
      ),
    );
    expect(Number(row.amount)).toBe(289_02);
    // A part of the order was cancelled, not the whole: the redemption stays taken.
    expect(await counterOf(promo.id)).toBe(1);
  });
});

describe('POST /api/checkout/price', () => {
  const price = (who: TestUser, body: Record<string, unknown>) =>
    call(priceRoute, '/api/checkout/price', { method: 'POST', ...json(body, who.authHeader) });

  it('answers the discount for an applying code, and a refused code’s reason with 200', async () => {
    const promo = await addPromotion({ prepaidOnly: true });
    const who = await newShopper();
    const ok = await price(who, { items: ITEMS(), paymentMethod: 'UPI', promotionCode: promo.code });
    expect(ok.status).toBe(200);
    expect(ok.body?.data).toMatchObject({
      offerDiscount: 114.8,
      discountAmount: 314.8,
      total: 1092.2,
      messages: ['Coupon applied.'],
    });
    const refused = await price(who, { items: ITEMS(), paymentMethod: 'COD', promotionCode: promo.code });
    expect(refused.status).toBe(200);
    expect(refused.body?.data).toMatchObject({
      offerDiscount: 0,
      total: 1256,
      messages: ['This code is for UPI and card payments.'],
    });
  });
});
