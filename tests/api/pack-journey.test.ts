// Issue 31's "Done when", through the real routes: a seller adds a 500 g pack from the back office, a shopper
// buys that pack, the seller ships and delivers it, the invoice line names it at its own price, the shopper
// returns it, the refund's credit note names it, and its stock (not the 100 g pack's) comes back.
jest.mock('@/lib/demo/seed', () => ({ seedDemoStore: async () => {} }));

import { eq } from 'drizzle-orm';
import { POST as addPackRoute } from '@/app/api/v1/admin/products/[id]/variants/route';
import { POST as placeOrderRoute } from '@/app/api/orders/route';
import { GET as invoiceRoute } from '@/app/invoice/[subOrderNumber]/route';
import { GET as creditNoteRoute } from '@/app/invoice/[subOrderNumber]/credit-note/route';
import { getDb } from '@/lib/db/client';
import { productVariants, products } from '@/lib/db/schema';
import type { VariantDto } from '@/lib/catalog/products';
import type { InvoiceDocument } from '@/lib/invoices/document';
import type { OrderJson } from '@/lib/commerce/orders';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { createTestUser, type TestUser } from '../helpers/auth';
import { call } from '../helpers/http';
import { addAddress, confirmCod, json, makeCatalog, type Fixture } from './orders.fixtures';
import { askReturn, deliver, detail, move } from './after-order.fixtures';

let f: Fixture;
let sellerA: TestUser;
let sellerB: TestUser;

beforeAll(async () => {
  await setupTestDatabase({ seed: false });
  f = await makeCatalog();
  await getDb().update(products).set({ hsnCode: '0902', gstRateBp: 500 }).where(eq(products.id, f.tea.id));
  sellerA = await createTestUser({ role: 'SELLER', sellerId: f.sellers.a.id });
  sellerB = await createTestUser({ role: 'SELLER', sellerId: f.sellers.b.id });
}, 60_000);
afterAll(teardownTestDatabase);

const stockOfPack = async (id: number) =>
  (await getDb().select().from(productVariants).where(eq(productVariants.id, id)))[0].stockQuantity;

const document = async (route: typeof invoiceRoute, who: TestUser, path: string, sub: string) => {
  const res = await route(new Request(`http://localhost:3000${path}`, { headers: who.authHeader }), {
    params: Promise.resolve({ subOrderNumber: sub }),
  });
  return { status: res.status, doc: res.status === 200 ? ((await res.json()).data as InvoiceDocument) : null };
};

test('a pack added in the back office is bought, invoiced, returned and refunded as that pack', async () => {
  const id = String(f.tea.id);
  const pack500 = { label: '500 g', sku: `DARJ-500-${f.tea.id}`, price: 1649, mrp: 1899, stock: 6, weightGrams: 500 };
  // Another seller's member cannot add a pack to this product.
  const foreign = await call(addPackRoute, `/api/v1/admin/products/${id}/variants`, {
    ...json(pack500, sellerB.authHeader),
    method: 'POST',
    params: { id },
  });
  expect(foreign.status).toBe(404);
  const added = await call(addPackRoute, `/api/v1/admin/products/${id}/variants`, {
    ...json(pack500, sellerA.authHeader),
    method: 'POST',
    params: { id },
  });
  expect(added.status).toBe(201);
  const big = added.body!.data as VariantDto;
  const smallBefore = await stockOfPack(f.tea.variantId);

  const shopper = await createTestUser();
  const addressId = (await addAddress(shopper.user.id)).id;
  const placed = await call(placeOrderRoute, '/api/orders', {
    method: 'POST',
    ...json(
      {
        addressId,
        paymentInfo: { method: 'COD' },
        items: [{ productId: f.tea.id, variantId: big.id, quantity: 2 }],
      },
      shopper.authHeader,
    ),
  });
  expect(placed.status).toBe(201);
  const order = placed.body!.data as OrderJson;
  const sub = order.subOrders[0].subOrderNumber;
  expect(order.subOrders[0].items).toEqual([
    expect.objectContaining({ variantId: big.id, size: '500 g', price: 1649, quantity: 2, totalPrice: 3298 }),
  ]);
  expect(await stockOfPack(big.id)).toBe(4);
  expect(await stockOfPack(f.tea.variantId)).toBe(smallBefore);

  await confirmCod(shopper, order.orderNumber);
  await deliver(sellerA, sub);
  const { doc: invoice } = await document(invoiceRoute, shopper, `/invoice/${sub}?format=json`, sub);
  expect(invoice!.lines[0]).toMatchObject({
    description: 'Darjeeling First Flush · 500 g',
    quantity: 2,
    totalPaise: 2 * 1649_00,
  });

  expect((await askReturn(shopper, order.orderNumber, sub)).status).toBe(200);
  expect((await move(sellerA, sub, { status: 'RETURNED' })).status).toBe(200);
  const seen = await detail(shopper, order.orderNumber);
  expect(seen.subOrders[0].status).toBe('REFUNDED');
  expect(seen.refunds).toEqual([expect.objectContaining({ status: 'PROCESSED', reason: 'Returned' })]);
  const { doc: note } = await document(creditNoteRoute, shopper, `/invoice/${sub}/credit-note?format=json`, sub);
  expect(note!.lines[0].description).toContain('Darjeeling First Flush · 500 g × 2');
  expect(note!.against).toEqual({ number: invoice!.number, date: invoice!.date });
  // Taken back: the 500 g pack's stock returns, the 100 g pack is as it was.
  expect(await stockOfPack(big.id)).toBe(6);
  expect(await stockOfPack(f.tea.variantId)).toBe(smallBefore);
});
