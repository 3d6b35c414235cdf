/**
 * Writes the demo store's past (lib/demo/history-plan.ts): the demo buyers, their delivered orders
 * with payments, shipments and status history, and their reviews; then each product's rating from
 * those reviews, by the rule every review write uses. One bulk insert per table, so the seed that
 * every test file runs stays fast.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { insertRows } from './insert-rows';
import type { Tx } from '../db/client';
import * as t from '../db/schema';
import { priceCart } from '../commerce/pricing';
import { formatRupees, paiseToRupees } from '../money';
import { newOrderNumber, subOrderNumber } from '../commerce/order-number';
import { sandboxId } from '../payments/sandbox-provider';
import { refreshProductRating } from '../reviews/rating';
import { authorNameOf } from '../reviews/rules';
import { DEFAULT_RATES } from '../settings/schema';
import { buyerEmail, demoBuyers, type SeedBuyer } from './seed-data/buyers';
import type { ReviewShelf } from './seed-data/review-texts';
import {
  HISTORY_DAYS,
  planOrderHistory,
  planReturnedToOrigin,
  type PlannedLine,
  type PlannedOrder,
} from './history-plan';
import { rtoNote } from '../commerce/order-state';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** No password hashes to this: the demo buyers exist to have bought, never to sign in. */
const NO_PASSWORD = '!demo-buyer-cannot-sign-in';
/** The review-request mail (design §12) counts as sent this long after delivery, so it never goes to a demo buyer. */
const REVIEW_REQUEST_DAYS = 5;

type Catalogue = Awaited<ReturnType<typeof loadCatalogue>>;

export async function seedOrderHistory(tx: Tx, now: Date): Promise<void> {
  const catalogue = await loadCatalogue(tx, now);
  const plan = [
    ...planOrderHistory(catalogue, demoBuyers.length),
    ...planReturnedToOrigin(catalogue, demoBuyers.length),
  ];
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);

  const firstOrder = (buyer: number) =>
    Math.max(HISTORY_DAYS.oldest, ...plan.filter((o) => o.buyer === buyer).map((o) => o.placedDaysAgo));
  const users = await insertRows(
    tx,
    t.users,
    demoBuyers.map((b, i) => {
      const joined = at(firstOrder(i) + 1 + (i % 9));
      return {
        email: buyerEmail(b.name),
        name: b.name,
        phone: b.phone,
        passwordHash: NO_PASSWORD,
        createdAt: joined,
        updatedAt: joined,
      };
    }),
    ['id', 'email'],
  );
  const userIdOf = new Map(users.map((u) => [u.email, u.id]));
  const buyerId = (o: PlannedOrder) => userIdOf.get(buyerEmail(demoBuyers[o.buyer].name))!;

  const placed = plan.map((o) => ({
    plan: o,
    number: newOrderNumber(),
    paymentId: sandboxId('pay'),
    ...timesOf(o, at),
  }));
  const orderRows = await insertRows(
    tx,
    t.orders,
    placed.map((o) => orderRow(o, buyerId(o.plan), catalogue)),
    ['id', 'orderNumber', 'totalPaise'],
  );
  const orderOf = new Map(orderRows.map((r) => [r.orderNumber, r]));

  const parts = placed.flatMap((o) =>
    sellersOf(o.plan, catalogue).map((sellerId, index) => ({ o, sellerId, number: subOrderNumber(o.number, index) })),
  );
  const subRows = await insertRows(
    tx,
    t.subOrders,
    parts.map(({ o, sellerId, number }) => ({
      orderId: orderOf.get(o.number)!.id,
      subOrderNumber: number,
      sellerId,
      sellerName: catalogue.find((p) => p.sellerId === sellerId)!.sellerName,
      // An RTO'd parcel came back when it would have been delivered: never delivered, nothing to review.
      ...(o.plan.rto
        ? { status: 'RETURNED', rtoAt: o.delivered }
        : {
            status: 'DELIVERED',
            deliveredAt: o.delivered,
            reviewRequestedAt: new Date(o.delivered.getTime() + REVIEW_REQUEST_DAYS * DAY),
          }),
      updatedAt: o.delivered,
    })),
    ['id', 'subOrderNumber'],
  );
  const subIdOf = new Map(subRows.map((r) => [r.subOrderNumber, r.id]));

  const lines = parts.flatMap(({ o, sellerId, number }) =>
    o.plan.lines
      .filter((l) => catalogue[l.product].sellerId === sellerId)
      .map((line) => ({ o, line, subOrderId: subIdOf.get(number)! })),
  );
  const itemRows = await insertRows(
    tx,
    t.orderItems,
    lines.map(({ line, subOrderId }) => itemRow(line, subOrderId, catalogue)),
    ['id', 'subOrderId', 'productId'],
  );
  const itemIdOf = new Map(itemRows.map((r) => [`${r.subOrderId}:${r.productId}`, r.id]));

  await insertRows(
    tx,
    t.shipments,
    parts.map(({ o, number }, i) => ({
      subOrderId: subIdOf.get(number)!,
      logisticProvider: i % 3 === 0 ? 'Delhivery' : i % 3 === 1 ? 'Blue Dart' : 'India Post',
      waybillNumber: `DEMO${String(700_000_000 + i * 7_331)}`,
      trackingUrl: null,
      createdAt: o.shipped,
    })),
  );
  const prepaid = placed.filter((o) => o.plan.method !== 'COD');
  await insertRows(
    tx,
    t.payments,
    prepaid.map((o) => ({
      orderId: orderOf.get(o.number)!.id,
      provider: 'sandbox',
      providerOrderId: sandboxId('order'),
      providerPaymentId: o.paymentId,
      amountPaise: orderOf.get(o.number)!.totalPaise,
      method: o.plan.method.toLowerCase(),
      status: 'PAID',
      createdAt: o.placed,
      updatedAt: o.confirmed,
    })),
  );
  await insertRows(
    tx,
    t.orderStatusHistory,
    placed.flatMap((o) => historyRows(o, orderOf.get(o.number)!, parts, subIdOf)),
  );

  const reviewed = lines.filter(({ line }) => line.review);
  await insertRows(
    tx,
    t.reviews,
    reviewed.map(({ o, line, subOrderId }) => {
      const product = catalogue[line.product];
      const review = line.review!;
      const written = new Date(o.delivered.getTime() + review.daysAfterDelivery * DAY);
      return {
        productId: product.id,
        userId: buyerId(o.plan),
        orderItemId: itemIdOf.get(`${subOrderId}:${product.id}`)!,
        packLabel: product.packs[line.pack].label,
        authorName: authorNameOf(demoBuyers[o.plan.buyer].name),
        rating: review.rating,
        title: review.title,
        text: review.text,
        createdAt: written,
        updatedAt: written,
      };
    }),
  );
  for (const productId of new Set(reviewed.map(({ line }) => catalogue[line.product].id))) {
    await refreshProductRating(tx, productId);
  }
}

/** Every product with its packs, seller, shelf (its category's root) and age, in id order. */
async function loadCatalogue(tx: Tx, now: Date) {
  const parent = sql<string>`(SELECT r.slug FROM ${t.categories} r WHERE r.id = ${t.categories.parentId})`;
  const image = sql<
    string | null
  >`(SELECT i.image_url FROM ${t.productImages} i WHERE i.product_id = ${t.products.id} ORDER BY i.display_order LIMIT 1)`;
  const rows = await tx
    .select({
      id: t.products.id,
      slug: t.products.slug,
      title: t.products.title,
      sellerId: t.products.sellerId,
      sellerName: t.sellers.name,
      hsnCode: t.products.hsnCode,
      gstRateBp: t.products.gstRateBp,
      createdAt: t.products.createdAt,
      shelf: sql<string>`coalesce(${parent}, ${t.categories.slug})`,
      image,
    })
    .from(t.products)
    .innerJoin(t.sellers, eq(t.sellers.id, t.products.sellerId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .orderBy(asc(t.products.id));
  const packs = await tx
    .select({
      id: t.productVariants.id,
      productId: t.productVariants.productId,
      label: t.productVariants.label,
      mrpPaise: t.productVariants.mrpPaise,
      pricePaise: t.productVariants.pricePaise,
      imageUrl: t.productVariants.imageUrl,
    })
    .from(t.productVariants)
    .orderBy(asc(t.productVariants.productId), asc(t.productVariants.position));
  return rows.map((p) => {
    const own = packs.filter((v) => v.productId === p.id);
    return {
      ...p,
      shelf: p.shelf as ReviewShelf,
      packs: own,
      packCount: own.length,
      listedDaysAgo: (now.getTime() - new Date(p.createdAt).getTime()) / DAY,
    };
  });
}

type Placed = ReturnType<typeof timesOf> & { plan: PlannedOrder; number: string; paymentId: string };

/** Placed in the shop's day (9:00–21:00 IST), confirmed at once, packed, shipped next day, delivered. */
function timesOf(o: PlannedOrder, at: (daysAgo: number) => Date) {
  const day = Math.floor(o.placedDaysAgo);
  const placed = new Date(at(day).setUTCHours(3, 30, 0, 0) + (o.placedDaysAgo - day) * 12 * HOUR);
  const after = (hours: number) => new Date(placed.getTime() + hours * HOUR);
  return {
    placed,
    confirmed: after(o.method === 'COD' ? 0 : 0.05),
    processing: after(6),
    shipped: after(24),
    delivered: after(o.deliveryDays * 24),
  };
}

function sellersOf(o: PlannedOrder, catalogue: Catalogue): number[] {
  return [...new Set(o.lines.map((l) => catalogue[l.product].sellerId))].sort((a, b) => a - b);
}

function orderRow(o: Placed, userId: number, catalogue: Catalogue) {
  const packOf = (l: PlannedLine) => catalogue[l.product].packs[l.pack];
  const totals = priceCart(
    o.plan.lines.map((l) => ({ mrpPaise: packOf(l).mrpPaise, pricePaise: packOf(l).pricePaise, quantity: l.quantity })),
    DEFAULT_RATES,
    o.plan.method,
  );
  const buyer: SeedBuyer = demoBuyers[o.plan.buyer];
  return {
    orderNumber: o.number,
    userId,
    status: o.plan.rto ? 'RETURNED' : 'DELIVERED',
    paymentType: o.plan.method === 'COD' ? 'POSTPAID' : 'PREPAID',
    paymentMethod: o.plan.method,
    // The history's COD orders were shipped, so their buyers had confirmed them (design §13).
    codConfirmation: o.plan.method === 'COD' ? 'CONFIRMED' : null,
    subtotalPaise: totals.subtotalPaise,
    discountPaise: totals.discountPaise,
    shippingPaise: totals.shippingPaise,
    handlingPaise: totals.handlingPaise,
    totalPaise: totals.totalPaise,
    shippingAddress: {
      name: buyer.name,
      phoneNumber: buyer.phone,
      phoneNumber2: null,
      streetAddress: buyer.street,
      addressLine1: null,
      addressLine2: null,
      city: buyer.city,
      state: buyer.state,
      postalCode: buyer.pincode,
      country: 'India',
    },
    createdAt: o.placed,
    updatedAt: o.delivered,
  };
}

function itemRow(line: PlannedLine, subOrderId: number, catalogue: Catalogue) {
  const product = catalogue[line.product];
  const pack = product.packs[line.pack];
  const total = pack.pricePaise * line.quantity;
  return {
    subOrderId,
    productId: product.id,
    variantId: pack.id,
    productName: product.title,
    productSlug: product.slug,
    size: pack.label,
    imageUrl: pack.imageUrl ?? product.image,
    mrpPaise: Math.max(pack.mrpPaise, pack.pricePaise),
    pricePaise: pack.pricePaise,
    quantity: line.quantity,
    totalPaise: total,
    netPaise: total,
    hsnCode: product.hsnCode,
    gstRateBp: product.gstRateBp,
  };
}

/** The moves the order machine would have written: placed (and paid), then each part packed, shipped, delivered (or RTO'd). */
function historyRows(
  o: Placed,
  { id: orderId, totalPaise }: { id: number; totalPaise: number },
  parts: { o: Placed; number: string }[],
  subIdOf: Map<string, number>,
): (typeof t.orderStatusHistory.$inferInsert)[] {
  const cod = o.plan.method === 'COD';
  const rows: (typeof t.orderStatusHistory.$inferInsert)[] = [
    {
      orderId,
      fromStatus: null,
      toStatus: cod ? 'CONFIRMED' : 'PENDING',
      actor: 'customer',
      note: 'Order placed.',
      createdAt: o.placed,
    },
  ];
  if (!cod) {
    // As the payment path words it (lib/payments/record-attempt.ts).
    const note = `Paid ${formatRupees(paiseToRupees(totalPaise))} by ${o.plan.method.toLowerCase()} (${o.paymentId}).`;
    rows.push({
      orderId,
      fromStatus: 'PENDING',
      toStatus: 'CONFIRMED',
      actor: 'payment',
      note,
      createdAt: o.confirmed,
    });
  }
  for (const part of parts.filter((p) => p.o === o)) {
    const subOrderId = subIdOf.get(part.number)!;
    const move = (fromStatus: string, toStatus: string, createdAt: Date) =>
      rows.push({ orderId, subOrderId, fromStatus, toStatus, actor: 'seller', note: null, createdAt });
    move('CONFIRMED', 'PROCESSING', o.processing);
    move('PROCESSING', 'SHIPPED', o.shipped);
    if (o.plan.rto)
      rows.push({
        orderId,
        subOrderId,
        fromStatus: 'SHIPPED',
        toStatus: 'RETURNED',
        actor: 'seller',
        note: rtoNote(true),
        createdAt: o.delivered,
      });
    else move('SHIPPED', 'DELIVERED', o.delivered);
  }
  return rows;
}
