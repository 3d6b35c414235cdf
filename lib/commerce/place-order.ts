/**
 * Order placement (docs/decisions.md, "Orders"): the server prices every line from the database, snapshots names,
 * sizes, prices and the address, and takes the stock in one transaction with a guarded update,
 * so concurrent buyers can never oversell. A shortfall rolls everything back with a 409 that names
 * the product. An Idempotency-Key makes a retried or double-clicked placement answer the first order.
 * Offers (design §11, docs/orders.md "Placement with offers") are priced in the same transaction; a
 * typed code that no longer applies is a 409 with the total without it, and redemptions are taken
 * with a guarded update just before the stock.
 */
import { createHash } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { rowsStatement, sqlStatement, statement, type Params } from '../db/statement';
import {
  addresses,
  orderItems,
  productVariants,
  orderStatusHistory,
  orders,
  products,
  sellers,
  serviceablePincodes,
  subOrders,
} from '../db/schema';
import { revalidateStockMoves, type StockMove } from '../cache/revalidate';
import { settings } from '../config';
import { mainImage, type ImageRef } from '../catalog/main-image';
import { AppError } from '../errors';
import type { PlaceOrderInput } from './input';
import { newOrderNumber, subOrderNumber } from './order-number';
import { priceCart, type PaymentMethod, type PricedLine, type PricingRates } from './pricing';
import { loadOffers } from '../offers/load';
import { normaliseCode } from '../offers/apply';
import { OfferRanOut, redeemOffers } from '../offers/redemptions';
import { toPriceJson } from '../offers/price-json';
import type { OfferInput } from '../offers/types';
import { paiseToRupees } from '../money';
import { getShopSettingsWithRows } from '../settings/settings';
import { deliverySettingsIn } from '../delivery/settings';
import { courierListColumns } from '../delivery/pincode-rules';
import { assertWithinHoldLimits, lockShopper, mergeAndCapLines, throttlePlacement } from './order-limits';
import { queueOrderMail } from '../notify/order-mails';
import { kickMailSender } from '../mail/outbox';
import type { OrderStatus } from './order-state';
import { defaultVariant, packTitle } from '../catalog/variants';
import { uniqueViolation } from '../db/unique-violation';
import { assertPlaceable, deliveryAnswer, deliveryFacts } from '../delivery/order-delivery';
import type { Locale } from '../i18n/locales';

export type PlacementUser = { id: number };
export type PlacedOrder = {
  orderId: number;
  orderNumber: string;
  status: OrderStatus;
  paymentType: 'PREPAID' | 'POSTPAID';
  totalPaise: number;
  /** true when an Idempotency-Key matched an earlier order and that order is answered */
  replayed: boolean;
  /** What was written, for answering a fresh order without reading it back; absent when replayed. */
  rows?: PlacedRows;
};

export type PlacedRows = {
  order: typeof orders.$inferSelect;
  subOrders: (typeof subOrders.$inferSelect)[];
  items: (typeof orderItems.$inferSelect)[];
  /** in the order they were recorded */
  promotions: { code: string | null; title: string; kind: string; amountPaise: number }[];
};

type Pack = {
  id: number;
  label: string;
  mrpPaise: number;
  pricePaise: number;
  stockQuantity: number;
  imageUrl: string | null;
};

type ProductRow = {
  id: number;
  title: string;
  slug: string;
  /** in display order */
  packs: Pack[];
  isActive: boolean;
  sellerId: number;
  sellerName: string;
  /** the seller's name and dispatch place, for the delivery windows */
  seller: { name: string; pincode: string | null; state: string };
  image: string | null;
  hsnCode: string | null;
  gstRateBp: number;
  categoryId: number | null;
};

/** Thrown inside the transaction when a parallel request with the same key won: roll back, answer theirs. */
class KeyTaken extends Error {}

/** How often a placement is priced again after an offer ran out under it (each time the counter is fuller). */
const OFFER_RETRIES = 3;

// The statements every placement sends, built once per process (lib/db/statement.ts); their SQL is what the
// query builders made per call. Inserts of one row per seller or line: built once per number of rows.
type NewOrder = Pick<
  typeof orders.$inferInsert,
  | 'orderNumber'
  | 'userId'
  | 'status'
  | 'paymentType'
  | 'paymentMethod'
  | 'subtotalPaise'
  | 'discountPaise'
  | 'shippingPaise'
  | 'handlingPaise'
  | 'totalPaise'
  | 'shippingAddress'
  | 'idempotencyKey'
  | 'idempotencyRequestHash'
  | 'locale'
  | 'codConfirmation'
  | 'createdAt'
  | 'updatedAt'
> & {
  /** ISO timestamps or null (a nullable timestamp goes as sql``, see statement()) */
  expiresAt: string | null;
  codConfirmBy: string | null;
};
const insertOrder = statement((db, p: Params<Required<NewOrder>>) =>
  db
    .insert(orders)
    .values({
      orderNumber: p.orderNumber,
      userId: p.userId,
      status: p.status,
      paymentType: p.paymentType,
      paymentMethod: p.paymentMethod,
      subtotalPaise: p.subtotalPaise,
      discountPaise: p.discountPaise,
      shippingPaise: p.shippingPaise,
      handlingPaise: p.handlingPaise,
      totalPaise: p.totalPaise,
      shippingAddress: p.shippingAddress,
      idempotencyKey: p.idempotencyKey,
      idempotencyRequestHash: p.idempotencyRequestHash,
      locale: p.locale,
      expiresAt: sql`${p.expiresAt}::timestamptz`,
      codConfirmation: p.codConfirmation,
      codConfirmBy: sql`${p.codConfirmBy}::timestamptz`,
      createdAt: p.createdAt,
      updatedAt: p.updatedAt,
    })
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning(),
);
const insertPlacedHistory = statement((db, p: Params<{ orderId: number; status: OrderStatus; createdAt: Date }>) =>
  db.insert(orderStatusHistory).values({
    orderId: p.orderId,
    fromStatus: null,
    toStatus: p.status,
    actor: 'customer',
    note: 'Order placed.',
    createdAt: p.createdAt,
  }),
);

type NewSubOrder = Required<
  Pick<
    typeof subOrders.$inferInsert,
    'orderId' | 'subOrderNumber' | 'sellerId' | 'sellerName' | 'status' | 'deliverEarliest' | 'deliverLatest'
  >
>;
const insertSubOrders = rowsStatement((db, rows: Params<NewSubOrder>[]) =>
  db
    .insert(subOrders)
    .values(
      rows.map((r) => ({
        orderId: r.orderId,
        subOrderNumber: r.subOrderNumber,
        sellerId: r.sellerId,
        sellerName: r.sellerName,
        status: r.status,
        deliverEarliest: r.deliverEarliest,
        deliverLatest: r.deliverLatest,
      })),
    )
    .returning(),
);
type NewLine = Required<Omit<typeof orderItems.$inferInsert, 'id'>>;
const insertLines = rowsStatement((db, rows: Params<NewLine>[]) =>
  db
    .insert(orderItems)
    .values(
      rows.map((r) => ({
        subOrderId: r.subOrderId,
        productId: r.productId,
        variantId: r.variantId,
        productName: r.productName,
        productSlug: r.productSlug,
        size: r.size,
        imageUrl: r.imageUrl,
        mrpPaise: r.mrpPaise,
        pricePaise: r.pricePaise,
        quantity: r.quantity,
        totalPaise: r.totalPaise,
        netPaise: r.netPaise,
        hsnCode: r.hsnCode,
        gstRateBp: r.gstRateBp,
      })),
    )
    .returning(),
);

export async function placeOrder(
  db: Db,
  user: PlacementUser,
  input: PlaceOrderInput,
  {
    idempotencyKey = null,
    now = new Date(),
    locale = 'en',
  }: {
    idempotencyKey?: string | null;
    now?: Date;
    /** the language the shopper placed it in (the request's): its mails are written in it */
    locale?: Locale;
  } = {},
): Promise<PlacedOrder> {
  const requestHash = idempotencyKey ? hashRequest(input) : null;
  if (idempotencyKey) {
    const earlier = await findByKey(db, user.id, idempotencyKey, requestHash);
    if (earlier) return earlier;
  }
  await throttlePlacement(user.id, now);
  for (let attempt = 0, offerRetries = 0; ; attempt++) {
    try {
      const { moves, ...placed } = await db.transaction((tx) =>
        placeInTransaction(tx, user, input, { key: idempotencyKey, hash: requestHash }, now, locale),
      );
      kickMailSender();
      // Committed: the pages showing these packs' stock must not serve the old count.
      await revalidateStockMoves(moves);
      return placed;
    } catch (error) {
      if (error instanceof KeyTaken && idempotencyKey) {
        const first = await findByKey(db, user.id, idempotencyKey, requestHash);
        if (first) return first;
      }
      // A random order number that already exists (≈ 1 in 10^11): draw again.
      if (uniqueViolation(error) === 'orders_order_number_unique' && attempt < 3) continue;
      // An offer ran out (or this shopper's use of it) between pricing and redeeming: price again,
      // now seeing the committed counter — a typed code then answers its 409, an automatic offer drops out.
      if (error instanceof OfferRanOut && offerRetries++ < OFFER_RETRIES) continue;
      if (error instanceof OfferRanOut)
        throw new AppError('conflict', 'An offer on your order has just changed. Please review your order.');
      throw error;
    }
  }
}

async function placeInTransaction(
  tx: Tx,
  user: PlacementUser,
  input: PlaceOrderInput,
  idempotency: { key: string | null; hash: string | null },
  now: Date,
  locale: Locale,
): Promise<PlacedOrder & { moves: StockMove[] }> {
  const idempotencyKey = idempotency.key;
  const method = input.paymentInfo.method;
  // Each step's queries are sent together (postgres.js pipelines them on the transaction's connection, in the
  // order they are made) and their refusals are raised in the order the steps had one after the other.
  // First the shopper's row is locked: their parallel placements run one after the other, so the limits and
  // the offers' per-shopper rules read the orders and uses of whichever placed first. Beside it, the reads that
  // need no lock; the stored rates are read in this transaction, so a settings change applies to the very next order.
  // Each also reads what the delivery answer needs beside it (the shopper's COD record, the address's courier-list
  // row, the sellers' places, the delivery settings among the shop's): nothing is read twice.
  const [shopper, { address, listed }, byId, { settings: shopSettings, rows: settingsRows }] = await inOrder([
    lockShopper(tx, user.id, { codRefusals: method === 'COD' }),
    loadAddress(tx, user.id, input.addressId),
    loadProducts(
      tx,
      [...new Set(input.items.map((i) => i.productId))].sort((a, b) => a - b),
    ),
    getShopSettingsWithRows(tx),
  ]);
  const { rates, shop } = shopSettings;
  const items = input.items.map((i) => ({ ...i, variantId: packOf(byId.get(i.productId)!, i.variantId).id }));
  const packTitleOf = (variantId: number) => {
    const product = [...byId.values()].find((p) => p.packs.some((v) => v.id === variantId))!;
    return packTitle(product.title, product.packs.find((v) => v.id === variantId)!.label, product.packs.length);
  };
  const lines = mergeAndCapLines(items, packTitleOf);
  const priced = lines.map((l) => {
    const product = byId.get(l.productId)!;
    return { ...l, product, pack: product.packs.find((v) => v.id === l.variantId)! };
  });
  const sellerIds = [...new Set(priced.map((l) => l.product.sellerId))].sort((a, b) => a - b);
  // Then, under the lock, what it guards; beside them what the delivery answer needs (design §13), its refusals
  // raised after the offers' as before. COD refusals are counted only for a COD order: nothing else is refused for them.
  const facts = deliveryFacts(
    tx,
    { userId: user.id, pincode: address.postalCode, sellerIds, countCodRefusals: method === 'COD' },
    {
      settings: deliverySettingsIn(settingsRows),
      listed,
      ...(shopper && { refusedParcels: shopper.codRefusals }),
      sellers: sellerIds.map((id) => {
        const { seller } = priced.find((l) => l.product.sellerId === id)!.product;
        return { id, ...seller };
      }),
    },
  );
  facts.catch(() => {}); // awaited below, after the offers' refusal
  const [, offers] = await inOrder([
    assertWithinHoldLimits(tx, user.id, lines, method !== 'COD', (id) => byId.get(id)!.title),
    loadOffers(tx, { userId: user.id, code: input.promotionCode, now }),
  ]);
  const pricedLines: (PricedLine & { productId: number; variantId: number })[] = priced.map((l) => ({
    productId: l.productId,
    variantId: l.variantId,
    categoryId: l.product.categoryId,
    sellerId: l.product.sellerId,
    mrpPaise: l.pack.mrpPaise,
    pricePaise: l.pack.pricePaise,
    quantity: l.quantity,
  }));
  const totals = priceCart(pricedLines, rates, method, offers);
  if (totals.code && !totals.code.applied) throw codeRefused(totals.code.message, pricedLines, rates, method, offers);
  // Served at this address, and COD only where and to whom it is offered; each seller's window is kept.
  const delivery = deliveryAnswer(await facts, { codTotalPaise: totals.totalPaise, now });
  assertPlaceable(delivery, method);
  const netOf = new Map(priced.map((l, i) => [l, totals.lineNetPaise[i]]));
  const prepaid = method !== 'COD';
  const status = prepaid ? 'PENDING' : 'CONFIRMED';
  const paymentType = prepaid ? 'PREPAID' : 'POSTPAID';
  const orderNumber = newOrderNumber();

  // The order row first: a parallel request with the same key waits here on the unique index,
  // then finds the key taken and answers the first order instead of taking stock twice.
  const [order] = await insertOrder(tx, {
    orderNumber,
    userId: user.id,
    status,
    paymentType,
    paymentMethod: method,
    subtotalPaise: totals.subtotalPaise,
    discountPaise: totals.discountPaise,
    shippingPaise: totals.shippingPaise,
    handlingPaise: totals.handlingPaise,
    totalPaise: totals.totalPaise,
    shippingAddress: address,
    idempotencyKey,
    idempotencyRequestHash: idempotency.hash,
    locale,
    expiresAt: prepaid ? new Date(now.getTime() + settings.pendingOrderTtlMinutes() * 60_000).toISOString() : null,
    // A COD order waits for the buyer's yes before any seller ships it (lib/delivery/cod-confirmation.ts).
    codConfirmation: prepaid ? null : 'PENDING',
    codConfirmBy: prepaid ? null : new Date(now.getTime() + settings.codConfirmHours() * 3_600_000).toISOString(),
    createdAt: now,
    updatedAt: now,
  });
  if (!order) throw new KeyTaken();

  // The sellers' parts in one insert, beside the history and the cart; then every line in one insert.
  const [subs] = await inOrder([
    insertSubOrders(
      tx,
      sellerIds.map((sellerId, index) => {
        const window = delivery.sellers.find((s) => s.sellerId === sellerId);
        return {
          orderId: order.id,
          subOrderNumber: subOrderNumber(orderNumber, index),
          sellerId,
          sellerName: priced.find((l) => l.product.sellerId === sellerId)!.product.sellerName,
          status,
          deliverEarliest: window?.earliest ?? null,
          deliverLatest: window?.latest ?? null,
        };
      }),
    ),
    insertPlacedHistory(tx, { orderId: order.id, status, createdAt: now }),
    input.source !== 'buy-now' ? leaveCart(tx, user.id, priced, now) : null,
  ]);
  const subOf = new Map(subs.map((s) => [s.sellerId, s.id]));
  // The offers' counters late too (beside the lines): each promotion's row lock is held only from here to the commit.
  const [lineRows] = await inOrder([
    insertLines(
      tx,
      sellerIds.flatMap((sellerId) =>
        priced
          .filter((l) => l.product.sellerId === sellerId)
          .map((l) => ({
            subOrderId: subOf.get(sellerId)!,
            productId: l.productId,
            variantId: l.variantId,
            productName: l.product.title,
            productSlug: l.product.slug,
            size: l.pack.label,
            imageUrl: l.pack.imageUrl ?? l.product.image,
            mrpPaise: Math.max(l.pack.mrpPaise, l.pack.pricePaise),
            pricePaise: l.pack.pricePaise,
            quantity: l.quantity,
            totalPaise: l.pack.pricePaise * l.quantity,
            netPaise: netOf.get(l)!,
            hsnCode: l.product.hsnCode,
            gstRateBp: l.product.gstRateBp,
          })),
      ),
    ),
    redeemOffers(tx, { id: order.id, userId: user.id }, totals.promotions, offers.promotions),
  ]);
  // The mail after the offers are recorded: it lists each one the order took. It is written from what this
  // transaction read and wrote (the rows in the order they were recorded), so it reads nothing again.
  // Neither kind is in the sellers' queues yet: a prepaid order waits for its payment, a COD one for the
  // buyer's confirmation; each queues the sellers' mails when it arrives.
  // Stock last, sent beside the mail (one round trip for both): the inventory rows stay locked only from here
  // to the commit, so buyers of a popular product queue for the shortest time. A shortfall still rolls back all.
  const [, moves] = await inOrder([
    queueOrderMail(
      tx,
      order.id,
      { kind: 'PLACED' },
      shopper && {
        order,
        buyer: shopper,
        items: lineRows,
        offers: totals.promotions,
        windows: subs.map((s) => ({ seller: s.sellerName, earliest: s.deliverEarliest, latest: s.deliverLatest })),
        shop,
      },
    ),
    takeStock(tx, priced),
  ]);
  return {
    orderId: order.id,
    orderNumber,
    status,
    paymentType,
    totalPaise: totals.totalPaise,
    replayed: false,
    rows: { order, subOrders: subs, items: lineRows, promotions: totals.promotions },
    moves,
  };
}

const selectAddress = statement((db, p: Params<{ addressId: number; userId: number }>) =>
  db
    .select({ address: addresses, listed: courierListColumns })
    .from(addresses)
    .leftJoin(serviceablePincodes, eq(serviceablePincodes.pincode, addresses.postalCode))
    .where(and(eq(addresses.id, p.addressId), eq(addresses.userId, p.userId))),
);

/** The shopper's address, with its PIN code's courier-list row (null when the list does not name it). */
async function loadAddress(tx: Tx, userId: number, addressId: number) {
  const [found] = await selectAddress(tx, { addressId, userId });
  if (!found)
    throw new AppError('not_found', 'Address not found.', {
      errors: { addressId: 'Choose one of your saved addresses.' },
    });
  return { address: shipTo(found.address), listed: found.listed };
}

function shipTo(row: typeof addresses.$inferSelect) {
  return {
    name: row.name,
    phoneNumber: row.phoneNumber,
    phoneNumber2: row.phoneNumber2,
    streetAddress: row.streetAddress,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    postalCode: row.postalCode,
    country: row.country,
  };
}

const selectProducts = statement((db, p: Params<{ ids: number[] }>) =>
  db
    .select({
      id: products.id,
      title: products.title,
      slug: products.slug,
      isActive: products.isActive,
      sellerId: products.sellerId,
      sellerName: sellers.name,
      seller: { name: sellers.name, pincode: sellers.pincode, state: sellers.state },
      hsnCode: products.hsnCode,
      gstRateBp: products.gstRateBp,
      categoryId: products.categoryId,
      packs: sql<Pack[]>`(SELECT coalesce(json_agg(json_build_object('id', v.id, 'label', v.label,
            'mrpPaise', v.mrp_paise, 'pricePaise', v.price_paise, 'stockQuantity', v.stock_quantity,
            'imageUrl', v.image_url) ORDER BY v.position, v.id), '[]')
          FROM product_variants v WHERE v.product_id = products.id)`,
      images: sql<ImageRef[]>`(SELECT coalesce(json_agg(json_build_object('imageUrl', i.image_url,
            'displayOrder', i.display_order) ORDER BY i.id), '[]')
          FROM product_images i WHERE i.product_id = products.id)`,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    // One array parameter: the statement's text is the same however many products are ordered.
    .where(sql`${products.id} = ANY(${p.ids}::int[])`),
);

/**
 * The products with their seller (and the seller's place, for the delivery windows), their packs in display order
 * and their pictures (id order, for the main-image rule), in one statement.
 */
async function loadProducts(tx: Tx, ids: number[]): Promise<Map<number, ProductRow>> {
  const rows = await selectProducts(tx, { ids });
  const byId = new Map(rows.map(({ images, packs, ...r }) => [r.id, { ...r, image: mainImage(images), packs }]));
  for (const id of ids) {
    const row = byId.get(id);
    if (!row)
      throw new AppError('not_found', 'A product in your order was not found.', {
        errors: { items: `Product ${id} was not found.` },
      });
    if (!row.isActive) throw new AppError('conflict', `${row.title} is no longer available.`);
  }
  return byId;
}

/** The pack a line asks for (it must be one of the product's), or the default pack when it names none. */
function packOf(product: ProductRow, variantId: number | null | undefined): Pack {
  const pack = variantId == null ? defaultVariant(product.packs) : product.packs.find((v) => v.id === variantId);
  if (!pack)
    throw new AppError('invalid', `${product.title} has no such pack.`, {
      errors: { items: `Pack ${variantId} is not one of ${product.title}'s packs.` },
    });
  return pack;
}

const takePack = sqlStatement(
  (p: Params<{ variantId: number; quantity: number }>) => sql`
        UPDATE product_variants SET stock_quantity = stock_quantity - ${p.quantity}, updated_at = now()
        WHERE id = ${p.variantId} AND stock_quantity >= ${p.quantity}
        RETURNING stock_quantity AS stock`,
);

/**
 * The guarded decrement, per pack, in pack-id order so two orders never wait on each other's rows in
 * opposite orders (no deadlock). The updates are sent together and run one after the other in that order
 * on the transaction's connection. A row that does not match has too little stock.
 */
async function takeStock(
  tx: Tx,
  lines: { variantId: number; quantity: number; product: ProductRow; pack: Pack }[],
): Promise<StockMove[]> {
  const ordered = [...lines].sort((a, b) => a.variantId - b.variantId);
  const results = await Promise.all(
    ordered.map((line) => takePack(tx, { variantId: line.variantId, quantity: line.quantity })),
  );
  const moves: StockMove[] = [];
  for (const [index, line] of ordered.entries()) {
    const [taken] = rowsOf<{ stock: number }>(results[index]);
    if (taken) {
      const after = Number(taken.stock);
      moves.push({ slug: line.product.slug, variantId: line.variantId, before: after + line.quantity, after });
      continue;
    }
    const [row] = await tx
      .select({ stock: productVariants.stockQuantity })
      .from(productVariants)
      .where(eq(productVariants.id, line.variantId));
    const left = row?.stock ?? 0;
    const title = packTitle(line.product.title, line.pack.label, line.product.packs.length);
    throw new AppError(
      'conflict',
      left > 0 ? `Only ${left} of ${title} ${left === 1 ? 'is' : 'are'} left in stock.` : `${title} is out of stock.`,
      { errors: { items: title } },
    );
  }
  return moves;
}

/** A checkout from the cart takes the ordered quantities out of it (what is left of a line stays), in one statement. */
async function leaveCart(tx: Tx, userId: number, lines: { variantId: number; quantity: number }[], now: Date) {
  const taken = sql.join(
    lines.map((l) => sql`(${l.variantId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
  await tx.execute(sql`
    WITH taken (variant_id, quantity) AS (VALUES ${taken}),
    emptied AS (
      DELETE FROM cart_items c USING taken t
      WHERE c.user_id = ${userId} AND c.variant_id = t.variant_id AND c.quantity <= t.quantity)
    UPDATE cart_items c SET quantity = c.quantity - t.quantity, updated_at = ${now.toISOString()}::timestamptz
    FROM taken t
    WHERE c.user_id = ${userId} AND c.variant_id = t.variant_id AND c.quantity > t.quantity`);
}

/**
 * Steps sent together, answered together: waits for all of them, then raises the first refusal in the
 * order given — the one the steps raised when they ran one after the other.
 */
async function inOrder<T extends readonly unknown[]>(steps: T): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const settled = await Promise.allSettled(steps);
  for (const result of settled) if (result.status === 'rejected') throw result.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}

/**
 * A typed code that does not apply now (expired, used up, the method changed…): a 409 with its
 * message and the order priced without it, and nothing placed — the shopper decides with the new total.
 */
function codeRefused(
  message: string,
  lines: readonly (PricedLine & { productId: number; variantId: number })[],
  rates: PricingRates,
  method: PaymentMethod,
  offers: OfferInput,
): AppError {
  const withoutCode = priceCart(lines, rates, method, { ...offers, code: null });
  return new AppError('conflict', message, {
    errors: { promotionCode: message },
    data: { newTotal: paiseToRupees(withoutCode.totalPaise), price: toPriceJson(withoutCode, lines) },
  });
}

/** What an Idempotency-Key stands for: the address, the method, the code and the merged lines (product, or product:pack). */
function hashRequest(input: PlaceOrderInput): string {
  const totals = new Map<string, number>();
  for (const item of input.items) {
    const key = item.variantId ? `${item.productId}:${item.variantId}` : String(item.productId);
    totals.set(key, (totals.get(key) ?? 0) + item.quantity);
  }
  const lines = [...totals]
    .map(([key, quantity]) => [/^\d+$/.test(key) ? Number(key) : key, quantity] as const)
    .sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'en', { numeric: true }));
  // Without a code the hash is what it was before codes existed, so a retry across the release still matches.
  const code = normaliseCode(input.promotionCode);
  return createHash('sha256')
    .update(JSON.stringify([input.addressId, input.paymentInfo.method, lines, ...(code ? [code] : [])]))
    .digest('base64url');
}

const selectByKey = statement((db, p: Params<{ userId: number; key: string }>) =>
  db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      status: orders.status,
      paymentType: orders.paymentType,
      totalPaise: orders.totalPaise,
      requestHash: orders.idempotencyRequestHash,
    })
    .from(orders)
    .where(and(eq(orders.userId, p.userId), eq(orders.idempotencyKey, p.key)))
    .orderBy(asc(orders.id))
    .limit(1),
);

/**
 * The order placed earlier with this key. The same key with a different request is a client bug
 * (or a reused key), not a retry: answering the first order as if it were this one would mislead.
 */
async function findByKey(db: Db, userId: number, key: string, requestHash: string | null): Promise<PlacedOrder | null> {
  const [row] = await selectByKey(db, { userId, key });
  if (!row) return null;
  if (row.requestHash && requestHash && row.requestHash !== requestHash) {
    throw new AppError(
      'unprocessable',
      'This Idempotency-Key was already used for a different order. Use a new key for a new order.',
    );
  }
  const { requestHash: _stored, ...placed } = row;
  return { ...placed, replayed: true } as PlacedOrder;
}
