// Reports a seller files: the orders CSV and the month's GST summary, built from documents issued by the real services.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { and, eq, gte, lt } from 'drizzle-orm';
import { GET as ordersCsvRoute } from '@/app/api/v1/admin/reports/orders.csv/route';
import { GET as gstRoute } from '@/app/api/v1/admin/reports/gst/route';
import { getDb } from '@/lib/db/client';
import { invoices, orderItems, orders, products, subOrders } from '@/lib/db/schema';
import type { InvoiceDocument } from '@/lib/invoices/document';
import { ORDERS_CSV_HEADER } from '@/lib/reports/orders-csv';
import type { GstReport } from '@/lib/reports/gst-report';
import { istDate, istMonth, monthRange } from '@/lib/reports/period';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { createTestUser, type TestUser } from '../helpers/auth';
import { call } from '../helpers/http';
import { makeCatalog, setStock, type Fixture } from './orders.fixtures';
import { move, pay, placeTwoSellerOrder, refund, SHIP } from './after-order.fixtures';

let f: Fixture;
let memberA: TestUser;
let memberB: TestUser;
let admin: TestUser;
const month = istMonth(new Date());
const today = istDate(new Date());
const placed: Awaited<ReturnType<typeof placeTwoSellerOrder>>[] = [];

const ship = async (who: TestUser, sub: string) => {
  expect((await move(who, sub, { status: 'PROCESSING' })).status).toBe(200);
  expect((await move(who, sub, SHIP)).status).toBe(200);
};
const paise = (rupees: string) => Number(rupees.replace('.', ''));
const gst = (who: TestUser, query: string) =>
  call(gstRoute, `/api/v1/admin/reports/gst?${query}`, { headers: who.authHeader });
const ordersCsv = (who: TestUser, query: string) =>
  call(ordersCsvRoute, `/api/v1/admin/reports/orders.csv?${query}`, { headers: who.authHeader });
/** Rows of a CSV without quoted commas or line breaks (what this suite's data produces). */
const rowsOf = (csv: string) =>
  csv
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

beforeAll(async () => {
  process.env.PAYMENTS_MODE = 'sandbox';
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  await setStock(f.tea.id, 1000);
  await setStock(f.honey.id, 1000);
  await getDb().update(products).set({ hsnCode: '0902', gstRateBp: 500 }).where(eq(products.id, f.tea.id));
  await getDb().update(products).set({ hsnCode: '0409', gstRateBp: 500 }).where(eq(products.id, f.honey.id));
  memberA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id });
  memberB = await createTestUser({ role: 'SELLER', sellerId: f.sellers.b.id });
  admin = await createTestUser({ role: 'ADMIN' });

  // 1: paid, to Karnataka (IGST), tea at 5 %; both parts ship; seller A refunds ₹100 of its part (a credit note).
  const first = await placeTwoSellerOrder(f, 'UPI');
  await pay(first.shopper, first.order.orderNumber);
  await ship(memberA, first.a);
  await ship(memberB, first.b);
  expect((await refund(memberA, first.a, { amount: 100, reason: 'One tin dented' }, 'report-refund')).status).toBe(201);
  placed.push(first);

  // 2: cash on delivery, to West Bengal (the seller's state: CGST + SGST), tea now at 18 %.
  await getDb().update(products).set({ gstRateBp: 1800 }).where(eq(products.id, f.tea.id));
  const second = await placeTwoSellerOrder(f, 'COD');
  const [row] = await getDb().select().from(orders).where(eq(orders.id, second.order.id));
  await getDb()
    .update(orders)
    .set({ shippingAddress: { ...(row.shippingAddress as object), state: 'West Bengal' } })
    .where(eq(orders.id, second.order.id));
  await ship(memberA, second.a);
  placed.push(second);
}, 120_000);
afterAll(async () => {
  delete process.env.PAYMENTS_MODE;
  await teardownTestDatabase();
});

describe('GST report', () => {
  it("per place of supply and rate, equals the month's invoices minus its credit notes", async () => {
    const res = await gst(memberA, `month=${month}`);
    expect(res.status).toBe(200);
    const report = res.body!.data as GstReport;
    expect(report.seller).toMatchObject({ id: f.sellers.a.id, name: 'Darjeeling Estate', state: 'West Bengal' });

    const { start, end } = monthRange(month);
    const issued = await getDb()
      .select({ document: invoices.document })
      .from(invoices)
      .where(and(eq(invoices.sellerId, f.sellers.a.id), gte(invoices.issuedAt, start), lt(invoices.issuedAt, end)));
    const docs = issued.map((r) => r.document as InvoiceDocument);
    expect(docs.map((d) => d.kind).sort()).toEqual(['CREDIT_NOTE', 'INVOICE', 'INVOICE']);
    const expected = new Map<string, { taxable: number; igst: number; cgst: number; sgst: number }>();
    for (const d of docs) {
      const sign = d.kind === 'CREDIT_NOTE' ? -1 : 1;
      for (const l of d.lines) {
        const key = `${d.placeOfSupply.state}|${(l.rateBp / 100).toFixed(2)}`;
        const e = expected.get(key) ?? { taxable: 0, igst: 0, cgst: 0, sgst: 0 };
        expected.set(key, {
          taxable: e.taxable + sign * l.taxablePaise,
          igst: e.igst + sign * l.igstPaise,
          cgst: e.cgst + sign * l.cgstPaise,
          sgst: e.sgst + sign * l.sgstPaise,
        });
      }
    }
    const got = new Map(
      report.supplies.map((r) => [
        `${r.state}|${r.rate}`,
        { taxable: paise(r.taxable), igst: paise(r.igst), cgst: paise(r.cgst), sgst: paise(r.sgst) },
      ]),
    );
    expect([...got.keys()].sort()).toEqual(['Karnataka|5.00', 'West Bengal|18.00']);
    expect(got).toEqual(expected);

    const net = (k: 'taxablePaise' | 'totalPaise') =>
      docs.reduce((n, d) => n + (d.kind === 'CREDIT_NOTE' ? -1 : 1) * d.totals[k], 0);
    expect(paise(report.totals.taxable)).toBe(net('taxablePaise'));
    expect(paise(report.totals.total)).toBe(net('totalPaise'));
    expect(report.creditNotes).toEqual([
      expect.objectContaining({ total: '-100.00', date: today, invoiceNumber: expect.stringMatching(/^I\d+-/) }),
    ]);
    expect(report.hsn.map((h) => [h.hsn, h.rate, h.quantity])).toEqual([
      ['0902', '5.00', 2],
      ['0902', '18.00', 2],
      ['996812', '5.00', 1],
      ['996812', '18.00', 1],
    ]);
  });

  it('downloads as CSV: one section per table, amounts to the paisa, never cached', async () => {
    const res = await gst(memberA, `month=${month}&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="gst-${month}-seller-${f.sellers.a.id}.csv"`,
    );
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const lines = res.text.split('\r\n');
    for (const section of [
      'B2C supplies by place of supply and rate (net of credit notes)',
      'HSN-wise summary of invoices',
      'Credit notes',
      'Totals (net of credit notes)',
    ]) {
      expect(lines).toContain(section);
    }
    expect(lines).toContain('Place of supply,State code,Rate %,Taxable value,IGST,CGST,SGST,Total');
    expect(
      lines.some((l) =>
        /^C\d+-\d{4}-1,\d{4}-\d{2}-\d{2},I\d+-\d{4}-\d+,Karnataka,-\d+\.\d{2},-\d+\.\d{2},0\.00,0\.00,-100\.00$/.test(
          l,
        ),
      ),
    ).toBe(true);
  });

  it("a member never sees another seller's report; the admin must pick a seller", async () => {
    expect((await gst(memberA, `month=${month}&sellerId=${f.sellers.b.id}`)).status).toBe(404);
    expect((await gst(memberA, `month=${month}&sellerId=999999`)).status).toBe(404);
    const mine = (await gst(memberB, `month=${month}`)).body!.data as GstReport;
    expect(mine.seller.id).toBe(f.sellers.b.id);
    expect(mine.supplies.map((s) => [s.state, s.rate])).toEqual([['Karnataka', '5.00']]);
    const none = await gst(admin, `month=${month}`);
    expect(none.status).toBe(400);
    expect(none.body!.message).toMatch(/Pick a seller/);
    expect(
      ((await gst(admin, `month=${month}&sellerId=${f.sellers.a.id}`)).body!.data as GstReport).supplies,
    ).toHaveLength(2);
  });

  it('answers 400 with a clear message for a bad month, and 403 to a shopper', async () => {
    const bad = await gst(memberA, 'month=2026-13');
    expect(bad.status).toBe(400);
    expect(bad.body!.message).toBe('Month must be YYYY-MM, for example 2026-03');
    expect((await gst(memberA, '')).status).toBe(400);
    expect((await gst(await createTestUser(), `month=${month}`)).status).toBe(403);
  });
});

describe('orders CSV', () => {
  it('has one row per order line with the columns a seller files, in its scope', async () => {
    const res = await ordersCsv(memberA, `from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="orders-${today}-${today}.csv"`);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const [header, ...rows] = rowsOf(res.text);
    expect(header).toEqual(ORDERS_CSV_HEADER);
    const lines = await getDb()
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(subOrders, eq(subOrders.id, orderItems.subOrderId))
      .where(eq(subOrders.sellerId, f.sellers.a.id));
    expect(rows).toHaveLength(lines.length);
    const col = (name: string) => ORDERS_CSV_HEADER.indexOf(name);
    const first = rows.find((r) => r[col('Sub-order number')] === placed[0].a)!;
    expect(first[col('Order number')]).toBe(placed[0].order.orderNumber);
    expect(first.slice(col('Seller'), col('Payment method'))).toEqual([
      'Darjeeling Estate',
      'Darjeeling First Flush',
      '100 g',
      '2',
      '399.00',
      '798.00',
      '0.00',
      '5.00',
      '38.00',
    ]);
    expect(first[col('Payment method')]).toBe('UPI');
    expect(first[col('Sub-order status')]).toBe('SHIPPED');
    expect(first[col('Invoice number')]).toMatch(new RegExp(`^I${f.sellers.a.id}-`));
    expect(first[col('Refunded (sub-order)')]).toBe('100.00');
    const second = rows.find((r) => r[col('Sub-order number')] === placed[1].a)!;
    expect([second[col('GST rate %')], second[col('Tax in line')], second[col('Payment method')]]).toEqual([
      '18.00',
      '121.73',
      'COD',
    ]);
    // Seller B's lines are never in A's file.
    expect(rows.some((r) => r[col('Seller')] !== 'Darjeeling Estate')).toBe(false);
    expect(res.text).not.toContain(placed[0].b);
  });

  it('covers every seller for the admin unless one is picked; a member asking for another seller gets 404', async () => {
    const all = rowsOf((await ordersCsv(admin, `from=${today}&to=${today}`)).text).slice(1);
    expect(new Set(all.map((r) => r[3]))).toEqual(new Set(['Darjeeling Estate', 'Kashmir Apiary']));
    const onlyB = rowsOf((await ordersCsv(admin, `sellerId=${f.sellers.b.id}`)).text).slice(1);
    expect(onlyB.length).toBeGreaterThan(0);
    expect(onlyB.every((r) => r[3] === 'Kashmir Apiary')).toBe(true);
    expect((await ordersCsv(memberA, `sellerId=${f.sellers.b.id}`)).status).toBe(404);
  });

  it('refuses a range longer than 366 days or an impossible date', async () => {
    const long = await ordersCsv(memberA, 'from=2024-01-01&to=2025-12-31');
    expect(long.status).toBe(400);
    expect(long.body!.message).toBe('The range can be at most 366 days');
    expect((await ordersCsv(memberA, 'from=2026-02-31')).body!.message).toBe('From must be a date as YYYY-MM-DD');
  });
});
