/**
 * A shopper's cart: one line per pack (variant), quantities added together, never more than the
 * stock or the per-line maximum. Lines of products that were withdrawn stay visible with
 * zero stock, so the cart page can show them as out of stock instead of losing them silently.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { getDb, type Db, type DbOrTx } from '../db/client';
import { rowsOf } from '../db/rows';
import { cartItems, productVariants, products } from '../db/schema';
import { mainImagesOf } from '../catalog/main-images';
import { paiseToRupees } from '../money';
import { AppError } from '../errors';
import { MAX_LINE_QUANTITY, parsePathId, type CartAddInput } from './input';
import { lineQuantityCap } from './limits';
import { defaultVariant, packTitle } from '../catalog/variants';
import type { ShownLine } from './lines';

const CART_LINE_NOT_FOUND = 'Cart item not found.';

/** A cart line as the cart page and API clients read it, prices in rupees. */
export type CartItemJson = Omit<ShownLine, 'stock'> & { id: number; inventoryDetails: { stockQuantity: number } };

export async function listCart(userId: number, db: DbOrTx = getDb()): Promise<CartItemJson[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      slug: products.slug,
      title: products.title,
      size: productVariants.label,
      packImage: productVariants.imageUrl,
      mrpPaise: productVariants.mrpPaise,
      pricePaise: productVariants.pricePaise,
      isActive: products.isActive,
      stock: productVariants.stockQuantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const images = await mainImagesOf(
    db,
    rows.map((r) => r.productId),
  );
  return rows.map((r) => ({
    id: r.id,
    productId: r.productId,
    variantId: r.variantId,
    slug: r.slug,
    title: r.title,
    size: r.size,
    image: r.packImage ?? images.get(r.productId) ?? null,
    quantity: r.quantity,
    sellingPrice: paiseToRupees(r.pricePaise),
    productPrice: paiseToRupees(r.mrpPaise),
    inventoryDetails: { stockQuantity: r.isActive ? r.stock : 0 },
  }));
}

/**
 * Adds to the pack's line (creating it), refusing more than the pack's stock or the line maximum.
 * No `variantId` means the product's default pack (design §10), so the spec's clients keep working.
 */
export async function addToCart(userId: number, input: CartAddInput, db: Db = getDb()): Promise<CartItemJson> {
  return db.transaction(async (tx) => {
    const product = await findPack(tx, input.productId, input.variantId ?? null);
    // One statement adds to the line or creates it, so two quick clicks cannot lose an add.
    const [line] = rowsOf<{ id: number; quantity: number }>(
      await tx.execute(sql`
        INSERT INTO cart_items (user_id, product_id, variant_id, quantity)
        VALUES (${userId}, ${input.productId}, ${product.variantId}, ${input.quantity})
        ON CONFLICT ON CONSTRAINT cart_items_one_line
        DO UPDATE SET quantity = cart_items.quantity + EXCLUDED.quantity, updated_at = now()
        RETURNING id, quantity`),
    );
    const stock = product.stockQuantity;
    const already = Number(line.quantity) - input.quantity;
    if (stock <= 0) throw new AppError('conflict', `${product.title} is out of stock.`);
    if (Number(line.quantity) > stock) {
      throw new AppError('conflict', stockMessage(product.title, stock, already));
    }
    if (Number(line.quantity) > MAX_LINE_QUANTITY) {
      throw new AppError('conflict', `You can have at most ${MAX_LINE_QUANTITY} of ${product.title} in your cart.`);
    }
    const [item] = (await listCart(userId, tx)).filter((i) => i.id === Number(line.id));
    return item;
  });
}

/** The product's pack a line names: the one asked for (it must belong to the product), else the default one. */
async function findPack(tx: DbOrTx, productId: number, variantId: number | null) {
  const packs = await tx
    .select({
      variantId: productVariants.id,
      title: products.title,
      label: productVariants.label,
      isActive: products.isActive,
      stockQuantity: productVariants.stockQuantity,
    })
    .from(products)
    .innerJoin(productVariants, eq(productVariants.productId, products.id))
    .where(eq(products.id, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  if (!packs.length || !packs[0].isActive) throw new AppError('not_found', 'Product not found.');
  const pack = variantId === null ? defaultVariant(packs) : packs.find((p) => p.variantId === variantId);
  if (!pack)
    throw new AppError('invalid', "That pack is not one of this product's packs.", {
      errors: { variantId: "Not one of this product's packs." },
    });
  return { ...pack, title: packTitle(pack.title, pack.label, packs.length) };
}

function stockMessage(title: string, stock: number, already: number): string {
  const left = `Only ${stock} of ${title} ${stock === 1 ? 'is' : 'are'} in stock`;
  return already > 0 ? `${left}, and your cart already has ${already}.` : `${left}.`;
}

/**
 * Sets one of the shopper's own lines to a quantity from 1 up to the stock and the line maximum
 * (the cap the cart's stepper shows, from the same rule). Someone else's line is "not found".
 */
export async function setCartLineQuantity(
  userId: number,
  lineId: string,
  quantity: number,
  db: Db = getDb(),
): Promise<CartItemJson> {
  const id = parsePathId(lineId);
  if (id === null) throw new AppError('not_found', CART_LINE_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({
        title: products.title,
        label: productVariants.label,
        packCount: sql<number>`(SELECT count(*)::int FROM product_variants v WHERE v.product_id = ${products.id})`,
        isActive: products.isActive,
        stock: productVariants.stockQuantity,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
      .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
      .for('update', { of: cartItems });
    if (!line) throw new AppError('not_found', CART_LINE_NOT_FOUND);
    line.title = packTitle(line.title, line.label, Number(line.packCount));
    const stock = line.isActive ? line.stock : 0;
    if (stock <= 0) throw new AppError('conflict', `${line.title} is out of stock.`);
    if (quantity > lineQuantityCap(stock)) {
      throw new AppError(
        'conflict',
        stock < MAX_LINE_QUANTITY
          ? stockMessage(line.title, stock, 0)
          : `You can have at most ${MAX_LINE_QUANTITY} of ${line.title} in your cart.`,
      );
    }
    await tx.update(cartItems).set({ quantity, updatedAt: new Date() }).where(eq(cartItems.id, id));
    const [item] = (await listCart(userId, tx)).filter((i) => i.id === id);
    return item;
  });
}

/** Removes one of the shopper's own lines; someone else's line is "not found". */
export async function removeCartLine(userId: number, lineId: number | string, db: DbOrTx = getDb()): Promise<void> {
  const id = typeof lineId === 'number' ? lineId : parsePathId(lineId);
  if (id === null) throw new AppError('not_found', CART_LINE_NOT_FOUND);
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id });
  if (!removed.length) throw new AppError('not_found', CART_LINE_NOT_FOUND);
}
