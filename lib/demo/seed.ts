/**
 * Seeds the demo store into an empty database: catalogue, content, team, and (in demo
 * mode, or with SEED_DEMO=1) a demo shopper. Runs in one transaction so a failed seed
 * leaves nothing half-written.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import * as t from '../db/schema';
import { gstRateBpForHsn } from '../invoices/gst-rates';
import { banners, blogPosts, categories, pages, products, sellers, team } from './seed-data';
import type { SeedCategory } from './seed-data/types';
import { demoPromotions } from './seed-data/promotions';
import { seedOrderHistory } from './seed-history';
import { hashPassword } from '../auth/password';
import { sanitizeHtml } from '../content/sanitize';
import type { Translations } from '../db/schema';
import { bannerHindi, categoryHindi, pageHindi, postHindi, productHindi } from './seed-data/hindi';

export const DEMO_SHOPPER = {
  email: 'demo@organictattva.example',
  password: 'Demo@1234',
  name: 'Asha Demo',
  phone: '9876543210',
};

const DAY = 24 * 60 * 60 * 1000;

export async function isCatalogEmpty(db: Db): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM products`));
  return Number(rows[0]?.n ?? 0) === 0;
}

/**
 * demoStaff: the demo admin and seller member, whose passwords are public (README). Only ever in
 * demo mode: SEED_DEMO=1 on a live database seeds the shopper, never these.
 */
export async function seedDemoStore(db: Db, options: { demoShopper: boolean; demoStaff?: boolean; now?: Date }) {
  const now = options.now ?? new Date();
  await db.transaction(async (tx) => {
    const categoryIds = await insertCategories(tx, categories);
    const sellerIds = new Map<string, number>();
    for (const s of sellers) {
      const [row] = await tx.insert(t.sellers).values(s).returning({ id: t.sellers.id });
      sellerIds.set(s.slug, row.id);
    }
    for (const p of products) {
      const hindi = productHindi(p);
      const categoryId = categoryIds.get(p.categorySlug);
      const sellerId = sellerIds.get(p.sellerSlug);
      if (!categoryId || !sellerId) throw new Error(`Seed product ${p.slug} has an unknown category or seller`);
      const created = new Date(now.getTime() - p.listedDaysAgo * DAY);
      const [row] = await tx
        .insert(t.products)
        .values({
          slug: p.slug,
          title: p.title,
          translations: hindi.product,
          categoryId,
          sellerId,
          hsnCode: p.hsnCode,
          gstRateBp: gstRateBpForHsn(p.hsnCode),
          hsCode: p.hsCode,
          weightGrams: p.weightGrams,
          options: p.packs.length > 1 ? [{ name: 'Pack size', values: p.packs.map((v) => v.label) }] : [],
          videoUrl: p.videoUrl ?? null,
          tags: p.tags.map((tag) => tag.toLowerCase()),
          createdAt: created,
          updatedAt: created,
        })
        .returning({ id: t.products.id });
      await tx.insert(t.productVariants).values(
        p.packs.map((v, position) => ({
          productId: row.id,
          sku: v.sku,
          label: v.label,
          translations: hindi.pack(v.label),
          options: (p.packs.length > 1 ? { 'Pack size': v.label } : {}) as Record<string, string>,
          mrpPaise: v.mrpPaise,
          pricePaise: v.pricePaise,
          stockQuantity: v.stock,
          weightGrams: v.netGrams,
          shippingWeightGrams: v.shippingWeightGrams,
          position,
        })),
      );
      await tx
        .insert(t.productImages)
        .values(p.images.map((imageUrl, i) => ({ productId: row.id, imageUrl, displayOrder: i + 1 })));
      await tx.insert(t.productMetadata).values(
        p.metadata.map((m, i) => ({
          productId: row.id,
          type: m.type,
          title: m.title,
          content: sanitizeHtml(m.content),
          translations: cleanHindi(hindi.tab(m.type)),
          displayOrder: i,
        })),
      );
    }
    await tx.insert(t.banners).values(banners.map((b) => ({ ...b, translations: bannerHindi(b) })));
    await tx.insert(t.blogPosts).values(
      blogPosts.map((b) => ({
        ...b,
        content: sanitizeHtml(b.content),
        translations: cleanHindi(postHindi(b.slug)),
        publishedAt: b.publishedAt ? new Date(b.publishedAt) : null,
      })),
    );
    await tx.insert(t.contentPages).values(
      pages.map((p) => ({
        ...p,
        content: sanitizeHtml(p.content),
        translations: cleanHindi(pageHindi(p.slug)),
        updatedAt: new Date(p.updatedAt),
      })),
    );
    await tx.insert(t.teamMembers).values(team.map((m) => ({ ...m, message: m.message ?? null })));
    await tx.insert(t.promotions).values(demoPromotions(now));
    await seedOrderHistory(tx, now);
    if (options.demoShopper) await insertDemoShopper(tx);
    if (options.demoStaff) await insertDemoStaff(tx, sellerIds);
  });
}

/** The Hindi HTML passes the same sanitiser as the English it stands beside. */
function cleanHindi<F extends string>(words: Translations<F>): Translations<F> {
  if (!words.hi) return words;
  const hi = { ...words.hi } as Record<string, string>;
  if (hi.content) hi.content = sanitizeHtml(hi.content);
  return { hi: hi as Partial<Record<F, string>> };
}

async function insertCategories(tx: Tx, tree: SeedCategory[], parentId: number | null = null) {
  const ids = new Map<string, number>();
  for (const [i, c] of tree.entries()) {
    const [row] = await tx
      .insert(t.categories)
      .values({
        slug: c.slug,
        title: c.title,
        translations: categoryHindi(c.slug),
        imageUrl: c.imageUrl,
        parentId,
        displayOrder: i,
      })
      .returning({ id: t.categories.id });
    ids.set(c.slug, row.id);
    if (c.children?.length) {
      for (const [slug, id] of await insertCategories(tx, c.children, row.id)) ids.set(slug, id);
    }
  }
  return ids;
}

async function insertDemoShopper(tx: Tx) {
  const [user] = await tx
    .insert(t.users)
    .values({
      email: DEMO_SHOPPER.email,
      name: DEMO_SHOPPER.name,
      phone: DEMO_SHOPPER.phone,
      passwordHash: await hashPassword(DEMO_SHOPPER.password),
    })
    .onConflictDoNothing()
    .returning({ id: t.users.id });
  if (!user) return;
  await tx.insert(t.addresses).values({
    userId: user.id,
    name: DEMO_SHOPPER.name,
    phoneNumber: DEMO_SHOPPER.phone,
    streetAddress: '22, MG Road, Indiranagar',
    addressLine1: 'Near Metro Station',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560038',
    country: 'India',
  });
}

/** The demo back office: an admin, and a member of the first seller (named in the README). */
export const DEMO_STAFF = {
  admin: { email: 'admin@organictattva.example', password: 'Admin@1234', name: 'Devika Admin', phone: '9000000001' },
  seller: {
    email: 'seller@organictattva.example',
    password: 'Seller@1234',
    name: 'Sanjay Seller',
    phone: '9000000002',
    sellerSlug: 'organic-tattva',
  },
} as const;

async function insertDemoStaff(tx: Tx, sellerIds: Map<string, number>) {
  const { admin, seller } = DEMO_STAFF;
  await tx
    .insert(t.users)
    .values([
      {
        email: admin.email,
        name: admin.name,
        phone: admin.phone,
        passwordHash: await hashPassword(admin.password),
        role: 'ADMIN',
      },
      {
        email: seller.email,
        name: seller.name,
        phone: seller.phone,
        passwordHash: await hashPassword(seller.password),
        role: 'SELLER',
        sellerId: sellerIds.get(seller.sellerSlug) ?? null,
      },
    ])
    .onConflictDoNothing();
}
