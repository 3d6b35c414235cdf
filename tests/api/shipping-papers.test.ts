// Packing slips and 4x6 shipping labels: PDFs a seller prints for its own parcels, and only those.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { eq } from 'drizzle-orm';
import { GET as slipRoute } from '@/app/api/v1/admin/orders/[subOrderNumber]/packing-slip/route';
import { GET as labelRoute } from '@/app/api/v1/admin/orders/[subOrderNumber]/label/route';
import { POST as labelsRoute } from '@/app/api/v1/admin/orders/labels/route';
import { getDb } from '@/lib/db/client';
import { products, sellers } from '@/lib/db/schema';
import { labelHref, packingSlipHref } from '@/lib/fulfilment/paper/links';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { createTestUser, type TestUser } from '../helpers/auth';
import { pdfPages, pdfText } from '../helpers/pdf-text';
import { makeCatalog, setStock, json, type Fixture } from './orders.fixtures';
import { move, pay, placeTwoSellerOrder, SHIP } from './after-order.fixtures';

let f: Fixture;
let sellerA: TestUser;
let sellerB: TestUser;

beforeAll(async () => {
  process.env.PAYMENTS_MODE = 'sandbox';
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  await getDb().update(products).set({ weightGrams: 130 }).where(eq(products.id, f.tea.id));
  await getDb()
    .update(sellers)
    .set({
      legalName: 'Darjeeling Estate Tea Pvt. Ltd.',
      address: 'Happy Valley Tea Estate, Hill Cart Road',
      pincode: '734101',
      phone: '+91 354 225 0001',
    })
    .where(eq(sellers.id, f.sellers.a.id));
  sellerA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id });
  sellerB = await createTestUser({ role: 'SELLER', sellerId: f.sellers.b.id });
}, 180_000); // PGlite migrates in memory first: slow on a busy machine
afterAll(async () => {
  delete process.env.PAYMENTS_MODE;
  await teardownTestDatabase();
});
beforeEach(async () => {
  await setStock(f.tea.id, 1000);
  await setStock(f.honey.id, 1000);
});

const get = async (handler: typeof labelRoute, who: TestUser, href: string, subOrderNumber: string) => {
  const res = await handler(new Request(`http://localhost:3000${href}`, { headers: who.authHeader }), {
    params: Promise.resolve({ subOrderNumber }),
  });
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};
const label = (who: TestUser, n: string) => get(labelRoute, who, labelHref(n), n);
const slip = (who: TestUser, n: string) => get(slipRoute, who, packingSlipHref(n), n);
const labels = async (who: TestUser, subOrderNumbers: unknown) => {
  const res = await labelsRoute(
    new Request('http://localhost:3000/api/v1/admin/orders/labels', {
      method: 'POST',
      ...json({ subOrderNumbers }, who.authHeader),
    }),
  );
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
};
const ship = async (who: TestUser, n: string) => {
  expect((await move(who, n, { status: 'PROCESSING' })).status).toBe(200);
  expect((await move(who, n, SHIP)).status).toBe(200);
};

describe('shipping label', () => {
  it('of a shipped COD part is a 4x6 PDF with the waybill, the PIN and the cash to collect', async () => {
    const { a } = await placeTwoSellerOrder(f);
    await ship(sellerA, a);
    const { res, bytes } = await label(sellerA, a);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/pdf');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="label-${a}.pdf"`);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await pdfPages(bytes)).toEqual({ count: 1, sizes: [[288, 432]] });
    const text = pdfText(bytes);
    // 2 × ₹399 tea + ₹59 delivery + ₹49 COD handling: the first sub-order carries the order's charges.
    expect(text).toContain('Collect Rs. 906.00');
    expect(text).toContain('Delhivery  Waybill DL1234567');
    expect(text).toContain('PIN 560001');
    expect(text).toContain('Asha Verma');
    expect(text).toContain('12 MG Road');
    expect(text).toContain('Near City Park');
    expect(text).toContain('Phone +91 9876543210');
    expect(text).toContain(`Sub-order ${a}`);
    expect(text).toContain('Weight: 260 g · 2 pieces');
    // the seller's return address, every line it has
    expect(text).toContain('Darjeeling Estate Tea Pvt. Ltd.');
    expect(text).toContain('Happy Valley Tea Estate, Hill Cart Road');
    expect(text).toContain('Darjeeling, West Bengal 734101');
    expect(text).toContain('Phone +91 354 225 0001');
  });

  it('before shipping asks for a waybill; an order paid online says Prepaid; an unknown weight is a dash', async () => {
    const { shopper, order, b } = await placeTwoSellerOrder(f, 'UPI');
    await pay(shopper, order.orderNumber);
    const text = pdfText((await label(sellerB, b)).bytes);
    expect(text).toContain('Prepaid');
    expect(text).not.toContain('Collect');
    expect(text).toContain('Waybill: assign when shipping');
    expect(text).toContain('Weight: — · 1 piece');
    // a seller with no street, PIN or phone on file: the label leaves them out rather than printing blanks
    expect(text).toContain('Kashmir Apiary');
    expect(text).toContain('Srinagar, Jammu and Kashmir');
  });

  it('another seller’s sub-order answers 404, for the label and the slip', async () => {
    const { b } = await placeTwoSellerOrder(f);
    for (const { res, bytes } of [await label(sellerA, b), await slip(sellerA, b)]) {
      expect(res.status).toBe(404);
      expect(JSON.parse(Buffer.from(bytes).toString()).message).toBe('Order not found.');
    }
    expect((await label(await createTestUser(), b)).res.status).toBe(403);
  });
});

describe('many labels at once', () => {
  it('prints one page per sub-order in one PDF; one number out of scope refuses them all', async () => {
    const first = await placeTwoSellerOrder(f);
    const second = await placeTwoSellerOrder(f);
    const mine = await labels(sellerA, [first.a, second.a]);
    expect(mine.res.status).toBe(200);
    expect(mine.res.headers.get('Content-Type')).toBe('application/pdf');
    expect((await pdfPages(mine.bytes)).count).toBe(2);
    const text = pdfText(mine.bytes);
    expect(text).toContain(`Sub-order ${first.a}`);
    expect(text).toContain(`Sub-order ${second.a}`);

    const mixed = await labels(sellerA, [first.a, second.b]);
    expect(mixed.res.status).toBe(404);
    expect((await labels(sellerA, [])).res.status).toBe(400);
    expect(
      (
        await labels(
          sellerA,
          Array.from({ length: 101 }, () => first.a),
        )
      ).res.status,
    ).toBe(400);
  });
});

describe('packing slip', () => {
  it('lists each item with its pack and quantity, the full ship-to, and what to collect', async () => {
    const { a } = await placeTwoSellerOrder(f);
    const { res, bytes } = await slip(sellerA, a);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="packing-slip-${a}.pdf"`);
    const text = pdfText(bytes);
    expect(text).toContain('Packing slip');
    expect(text).toContain('Darjeeling First Flush');
    expect(text).toContain('100 g');
    expect(text).toContain('2 pieces');
    expect(text).toContain('Bengaluru, Karnataka 560001');
    expect(text).toContain('Near City Park');
    expect(text).toContain('Cash on delivery: collect Rs. 906.00');
    expect(text).toContain('Waybill: assign when shipping');
  });
});
