/**
 * Running promotions at shop scale for the offers benches (issue 33): a mix of automatic offers and
 * codes, PERCENT / FLAT / FREE_SHIPPING, scoped to everything, to categories (roots and leaves, so the
 * loader widens trees) or to a handful of products, some a seller's own, some combinable, some
 * prepaid-only, some with a minimum. The first one is always `code`: 10 % off everything, no limits,
 * any payment method, combinable — a code every order can take.
 */

/** Inserts `count` promotions running at `now` (the first is `code`); resolves to how many are automatic. */
export async function seedPromotions(m, db, { count, code, now = new Date() }) {
  const { promotions, categories, products, sellers } = m.schema;
  const categoryIds = (await db.select({ id: categories.id }).from(categories)).map((r) => r.id);
  const productIds = (await db.select({ id: products.id }).from(products)).map((r) => r.id);
  const sellerIds = (await db.select({ id: sellers.id }).from(sellers)).map((r) => r.id);
  const pick = (ids, i, n) => Array.from({ length: n }, (_, k) => ids[(i * 7 + k * 11) % ids.length]);
  const day = 86_400_000;
  const rows = Array.from({ length: count }, (_, i) => {
    const kind = ['PERCENT', 'PERCENT', 'FLAT', 'FREE_SHIPPING'][i % 4];
    const scope = ['ALL', 'CATEGORIES', 'PRODUCTS'][i % 3];
    return {
      // Three in five automatic: every one of those is loaded on every pricing, codes only when typed.
      code: i % 5 < 3 ? null : `BENCH-${i}`,
      title: `Bench offer ${i}`,
      kind,
      value: kind === 'PERCENT' ? 5 + (i % 20) : kind === 'FLAT' ? 2_000 + (i % 10) * 1_000 : 0,
      maxDiscountPaise: kind === 'PERCENT' && i % 2 ? 10_000 + (i % 5) * 5_000 : null,
      minOrderPaise: [0, 49_900, 99_900, 199_900][i % 4],
      scope,
      scopeIds:
        scope === 'CATEGORIES'
          ? pick(categoryIds, i, 1 + (i % 3))
          : scope === 'PRODUCTS'
            ? pick(productIds, i, 2 + (i % 7))
            : [],
      sellerId: i % 9 === 4 ? sellerIds[i % sellerIds.length] : null,
      prepaidOnly: i % 4 === 1,
      firstOrderOnly: i % 11 === 3,
      perCustomerLimit: i % 3 === 0 ? null : 1,
      totalLimit: i % 6 === 0 ? 10_000 : null,
      startsAt: new Date(now.getTime() - (1 + (i % 30)) * day),
      endsAt: i % 2 ? new Date(now.getTime() + (1 + (i % 60)) * day) : null,
      advertised: i % 4 === 0,
      combinable: i % 2 === 0,
    };
  });
  rows[0] = {
    ...rows[0],
    code,
    title: 'Bench 10 % off',
    kind: 'PERCENT',
    value: 10,
    maxDiscountPaise: null,
    minOrderPaise: 0,
    scope: 'ALL',
    scopeIds: [],
    sellerId: null,
    prepaidOnly: false,
    firstOrderOnly: false,
    perCustomerLimit: null,
    totalLimit: null,
    combinable: true,
  };
  await db.insert(promotions).values(rows);
  return rows.filter((r) => r.code === null).length;
}
