/**
 * The scope rules at the service level (the same functions the /admin screens call): a member of
 * seller A reaches nothing of seller B's — product, stock, image, sub-order — and gets the same
 * "not found" as for a record that does not exist; nothing changes.
 */
jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
import { eq } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { createStaff, pngBytes, productOf, type Staff } from '../helpers/admin';
import {
  addProductImage,
  changeStock,
  createProduct,
  deleteProductImage,
  getAdminProduct,
  listAdminProducts,
  listStockAdjustments,
  reorderProductImages,
  setMainProductImage,
  updateProduct,
} from '@/lib/catalog/admin-products';
import { productCreateSchema, productListQuery, productUpdateSchema } from '@/lib/catalog/admin-schemas';
import { getAdminSubOrder, listAdminSubOrders, adminOrderQuery } from '@/lib/commerce/admin-orders';
import { getDashboard } from '@/lib/commerce/admin-dashboard';
import { adminContent } from '@/lib/content/admin-content';
import { createStaffUser, listCustomers } from '@/lib/account/people';
import { AppError } from '@/lib/errors';
import { orderItems, orders, productImages, productVariants, products, subOrders } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';

let db: Db;
let s: Staff;
beforeAll(async () => {
  ({ db } = await setupTestDatabase());
  s = await createStaff();
}, 180_000);
afterAll(teardownTestDatabase);

const notFound = expect.objectContaining({ code: 'not_found', status: 404 });
const forbidden = expect.objectContaining({ code: 'forbidden', status: 403 });

async function state(productId: number) {
  return {
    product: (await db.select().from(products).where(eq(products.id, productId)))[0],
    stock: await db.select().from(productVariants).where(eq(productVariants.productId, productId)),
    images: await db.select().from(productImages).where(eq(productImages.productId, productId)),
  };
}

test("seller A's member gets 404 for every read and write of seller B's product, and nothing changes", async () => {
  const theirs = await productOf(s.sellerB.id);
  const a = s.memberA.user;
  const before = await state(theirs.id);
  const image = before.images[0];
  const png = await pngBytes();
  const attempts: (() => Promise<unknown>)[] = [
    () => getAdminProduct(a, theirs.id),
    () => updateProduct(a, theirs.id, productUpdateSchema.parse({ price: 1, mrp: 1 })),
    () => changeStock(a, theirs.id, { set: 0, reason: 'x' }),
    () => listStockAdjustments(a, theirs.id),
    () => addProductImage(a, theirs.id, png),
    () =>
      reorderProductImages(
        a,
        theirs.id,
        before.images.map((i) => i.id),
      ),
    () => setMainProductImage(a, theirs.id, image.id),
    () => deleteProductImage(a, theirs.id, image.id),
  ];
  for (const attempt of attempts) await expect(attempt()).rejects.toEqual(notFound);
  await expect(getAdminProduct(a, 99_999_999)).rejects.toEqual(notFound);
  await expect(getAdminProduct(a, 'abc')).rejects.toEqual(notFound);
  expect(await state(theirs.id)).toEqual(before);
  // and the admin reaches it
  await expect(getAdminProduct(s.admin.user, theirs.id)).resolves.toMatchObject({ id: theirs.id });
});

test("a member's list never shows another seller's products, whatever the filter", async () => {
  const page = await listAdminProducts(s.memberA.user, productListQuery.parse({ seller: s.sellerB.slug, size: '100' }));
  expect(page.total).toBe(0);
  const own = await listAdminProducts(s.memberA.user, productListQuery.parse({ size: '100' }));
  expect(own.items.every((p) => p.seller.slug === s.sellerA.slug)).toBe(true);
});

test('role and seller in a payload are ignored: a member always creates for its own seller', async () => {
  const input = productCreateSchema.parse({
    title: 'Scope Test Tea',
    categorySlug: 'green-tea',
    price: 10,
    mrp: 10,
    sellerSlug: s.sellerB.slug,
    sellerId: s.sellerB.id,
    role: 'ADMIN',
  });
  expect(input).not.toHaveProperty('sellerId');
  expect(input).not.toHaveProperty('role');
  const made = await createProduct(s.memberA.user, input);
  expect(made.seller.slug).toBe(s.sellerA.slug);
});

test("seller B's sub-order is not found for seller A's member", async () => {
  const [user] = [s.customer.user];
  const b = await productOf(s.sellerB.id);
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: 'OT-SCOPE234',
      userId: user.id,
      status: 'CONFIRMED',
      paymentType: 'POSTPAID',
      paymentMethod: 'COD',
      subtotalPaise: b.pricePaise,
      discountPaise: 0,
      shippingPaise: 0,
      handlingPaise: 0,
      totalPaise: b.pricePaise,
      shippingAddress: {},
    })
    .returning();
  const [sub] = await db
    .insert(subOrders)
    .values({
      orderId: order.id,
      subOrderNumber: 'OT-SCOPE234-1',
      sellerId: s.sellerB.id,
      sellerName: 'B',
      status: 'CONFIRMED',
    })
    .returning();
  await db.insert(orderItems).values({
    subOrderId: sub.id,
    productId: b.id,
    productName: b.title,
    productSlug: b.slug,
    mrpPaise: b.mrpPaise,
    pricePaise: b.pricePaise,
    quantity: 1,
    totalPaise: b.pricePaise,
    netPaise: b.pricePaise,
  });
  await expect(getAdminSubOrder(s.memberA.user, 'OT-SCOPE234-1')).rejects.toEqual(notFound);
  expect((await listAdminSubOrders(s.memberA.user, adminOrderQuery.parse({ q: 'OT-SCOPE234' }))).total).toBe(0);
  await expect(getAdminSubOrder(s.memberB.user, 'OT-SCOPE234-1')).resolves.toMatchObject({
    subOrderNumber: 'OT-SCOPE234-1',
  });
  expect((await getDashboard(s.memberA.user)).waitingToShip).toBe(0);
  expect((await getDashboard(s.memberB.user)).waitingToShip).toBe(1);
});

test('shop-wide services refuse members and customers (403)', async () => {
  const paging = { page: 1, size: 20 };
  await expect(adminContent.blog.list(s.memberA.user, paging)).rejects.toEqual(forbidden);
  await expect(listCustomers(s.memberA.user, paging)).rejects.toEqual(forbidden);
  await expect(
    createStaffUser(s.memberA.user, {
      email: 'x@example.com',
      name: 'x',
      phone: '9999999999',
      password: 'Abc@12345',
      role: 'ADMIN',
    }),
  ).rejects.toEqual(forbidden);
  await expect(listAdminProducts(s.customer.user, productListQuery.parse({}))).rejects.toBeInstanceOf(AppError);
});
