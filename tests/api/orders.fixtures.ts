/**
 * A small catalogue of our own for the cart and order suites: exact prices, stock and sellers,
 * independent of the demo seed. Two sellers so orders split into sub-orders.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { POST as confirmCodRoute } from '@/app/api/orders/number/[orderNumber]/confirm-cod/route';
import { getDb } from '@/lib/db/client';
import {
  addresses,
  categories,
  productImages,
  productVariants,
  products,
  sellers,
  shopSettings,
} from '@/lib/db/schema';
import { getDeliverySettings } from '@/lib/delivery/settings';
import { call } from '../helpers/http';

export type Fixture = Awaited<ReturnType<typeof makeCatalog>>;

type ProductSpec = {
  title: string;
  mrp: number;
  price: number;
  stock: number;
  seller: 'a' | 'b';
  size?: string;
  active?: boolean;
};

export async function makeCatalog() {
  const db = getDb();
  const tag = randomBytes(3).toString('hex');
  const [category] = await db
    .insert(categories)
    .values({ slug: `teas-${tag}`, title: 'Teas' })
    .returning();
  const [a] = await db
    .insert(sellers)
    .values({ slug: `estate-${tag}`, name: 'Darjeeling Estate', city: 'Darjeeling', state: 'West Bengal' })
    .returning();
  const [b] = await db
    .insert(sellers)
    .values({ slug: `apiary-${tag}`, name: 'Kashmir Apiary', city: 'Srinagar', state: 'Jammu and Kashmir' })
    .returning();
  const make = async (key: string, spec: ProductSpec) => {
    const [p] = await db
      .insert(products)
      .values({
        slug: `${key}-${tag}`,
        title: spec.title,
        categoryId: category.id,
        sellerId: spec.seller === 'a' ? a.id : b.id,
        isActive: spec.active ?? true,
      })
      .returning();
    // One pack, as every product has at least (design §10).
    const [pack] = await db
      .insert(productVariants)
      .values({
        productId: p.id,
        sku: `${key}-${tag}`,
        label: spec.size ?? 'Standard',
        mrpPaise: spec.mrp,
        pricePaise: spec.price,
        stockQuantity: spec.stock,
      })
      .returning();
    await db.insert(productImages).values([
      { productId: p.id, imageUrl: `/images/products/${key}-2.jpg`, displayOrder: 2 },
      { productId: p.id, imageUrl: `/images/products/${key}-1.jpg`, displayOrder: 1 },
    ]);
    return { ...p, variantId: pack.id, size: pack.label, mrpPaise: pack.mrpPaise, pricePaise: pack.pricePaise };
  };
  return {
    sellers: { a, b },
    tea: await make('tea', {
      title: 'Darjeeling First Flush',
      mrp: 499_00,
      price: 399_00,
      stock: 20,
      seller: 'a',
      size: '100 g',
    }),
    honey: await make('honey', {
      title: 'Wild Forest Honey',
      mrp: 350_00,
      price: 350_00,
      stock: 10,
      seller: 'b',
      size: '500 g',
    }),
    saffron: await make('saffron', { title: 'Kashmiri Saffron', mrp: 6000_00, price: 4999_99, stock: 5, seller: 'a' }),
    scarce: await make('scarce', { title: 'Rare Oolong', mrp: 900_00, price: 800_00, stock: 5, seller: 'b' }),
    soldOut: await make('soldout', { title: 'Masala Chai Blend', mrp: 299_00, price: 249_00, stock: 0, seller: 'a' }),
    retired: await make('retired', {
      title: 'Old Green Tea',
      mrp: 199_00,
      price: 199_00,
      stock: 50,
      seller: 'a',
      active: false,
    }),
  };
}

export async function stockOf(productId: number): Promise<number> {
  const packs = await getDb().select().from(productVariants).where(eq(productVariants.productId, productId));
  return packs.reduce((sum, v) => sum + v.stockQuantity, 0);
}

export async function setStock(productId: number, stock: number) {
  await getDb().update(productVariants).set({ stockQuantity: stock }).where(eq(productVariants.productId, productId));
}

export async function addAddress(userId: number, name = 'Asha Verma') {
  const [row] = await getDb()
    .insert(addresses)
    .values({
      userId,
      name,
      phoneNumber: '9876543210',
      streetAddress: '12 MG Road',
      addressLine1: 'Near City Park',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      country: 'India',
    })
    .returning();
  return row;
}

export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'Content-Type': 'application/json', ...headers },
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

/**
 * The shop's COD cap (design §13, default ₹10,000) set for a test that places large COD orders to test
 * something else (limits, stock), so the cap does not answer first.
 */
export async function setCodCap(rupees: number) {
  const { codMaxOrderPaise: _old, ...rest } = await getDeliverySettings();
  const value = { ...rest, codMaxOrderPaise: rupees * 100 };
  await getDb()
    .insert(shopSettings)
    .values({ key: 'delivery', value })
    .onConflictDoUpdate({ target: shopSettings.key, set: { value } });
}

/**
 * The buyer's yes to a COD order through the real route (design §13): until it, no seller may move the
 * order's parts. The suites that place a COD order and then fulfil it confirm it here first.
 */
export async function confirmCod(who: { authHeader: Record<string, string> }, orderNumber: string) {
  const res = await call(confirmCodRoute, `/api/orders/number/${orderNumber}/confirm-cod`, {
    method: 'POST',
    params: { orderNumber },
    ...json({}, who.authHeader),
  });
  if (res.status !== 200) throw new Error(`COD confirmation failed: ${res.status} ${res.text}`);
}
