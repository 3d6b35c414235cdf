import { sql } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { GET as allProducts } from '@/app/api/v1/public/store/products/all/route';
import { GET as productBySlug } from '@/app/api/v1/public/store/product/[slug]/route';
import { GET as categoryRoots } from '@/app/api/categories/roots/route';
import { GET as publicBanners } from '@/app/api/banners/public/route';
import { GET as publishedBlogs } from '@/app/api/v1/public/store/blogs/published/route';
import { GET as blogBySlug } from '@/app/api/v1/public/store/blog/slug/[slug]/route';
import { GET as teams } from '@/app/api/v1/public/store/teams/route';
import { GET as pagesList } from '@/app/api/pages/public/route';
import { GET as pageBySlug } from '@/app/api/pages/public/[slug]/route';
import type { Db } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/rows';

type Product = {
  id: number;
  slug: string;
  title: string;
  categoryName: string;
  parentCategory: { name: string } | null;
  sellerName: string;
  hsnCode: string;
  hsCode: string;
  size: string | null;
  productPrice: number;
  sellingPrice: number;
  rating: number;
  ratingCount: number;
  images: { imageUrl: string; displayOrder: number }[];
  videoResponse: { videoUrl: string } | null;
  metadata: { id: number; type: string; title: string; content: string }[];
  inventoryDetails: { stockQuantity: number };
};

let db: Db;
beforeAll(async () => {
  ({ db } = await setupTestDatabase());
});
afterAll(teardownTestDatabase);

const expectEnvelope = (body: unknown, status: number) =>
  expect(body).toEqual(expect.objectContaining({ status, message: expect.any(String), data: expect.anything() }));

test('GET products/all answers every product in the envelope with the spec field names, prices in rupees', async () => {
  const res = await call(allProducts, '/api/v1/public/store/products/all');
  expect(res.status).toBe(200);
  expectEnvelope(res.body, 200);
  const products = res.body!.data as Product[];
  expect(products.length).toBeGreaterThanOrEqual(60);
  const p = products[0];
  for (const field of [
    'id',
    'slug',
    'title',
    'categoryName',
    'parentCategory',
    'sellerName',
    'hsnCode',
    'hsCode',
    'size',
    'productPrice',
    'sellingPrice',
    'rating',
    'ratingCount',
    'images',
    'videoResponse',
    'metadata',
    'inventoryDetails',
  ]) {
    expect(p).toHaveProperty(field);
  }
  const [row] = rowsOf<{ mrp_paise: number; price_paise: number }>(
    // The spec's prices are the default pack's (design §10): the first in display order that is in stock.
    await db.execute(
      sql`SELECT mrp_paise, price_paise FROM product_variants WHERE product_id = ${p.id}
        ORDER BY stock_quantity > 0 DESC, position, id LIMIT 1`,
    ),
  );
  expect(p.productPrice).toBe(Number(row.mrp_paise) / 100);
  expect(p.sellingPrice).toBe(Number(row.price_paise) / 100);
  expect(
    products.every((x) => Number.isInteger(Math.round(x.sellingPrice * 100)) && x.sellingPrice <= x.productPrice),
  ).toBe(true);
});

test('GET product/{slug} answers one product with its description; unknown or malformed slugs answer 404', async () => {
  const list = (await call(allProducts, '/x')).body!.data as Product[];
  const slug = list[3].slug;
  const res = await call(productBySlug, `/api/v1/public/store/product/${slug}`, { params: { slug } });
  expect(res.status).toBe(200);
  const product = res.body!.data as Product;
  expect(product.slug).toBe(slug);
  expect(product.metadata.some((m) => m.type === 'DESCRIPTION')).toBe(true);
  expect(product.images[0].displayOrder).toBe(1);
  for (const bad of ['no-such-tea', "x' OR '1'='1", '../etc/passwd', 'A'.repeat(500)]) {
    const miss = await call(productBySlug, '/x', { params: { slug: bad } });
    expect(miss.status).toBe(404);
    expect(miss.body).toEqual({ status: 404, message: 'Product not found', data: null });
  }
});

test('an inactive product disappears from the list and its page', async () => {
  const list = (await call(allProducts, '/x')).body!.data as Product[];
  const hidden = list[0];
  await db.execute(sql`UPDATE products SET is_active = false WHERE id = ${hidden.id}`);
  const after = (await call(allProducts, '/x')).body!.data as Product[];
  expect(after.find((p) => p.id === hidden.id)).toBeUndefined();
  expect((await call(productBySlug, '/x', { params: { slug: hidden.slug } })).status).toBe(404);
  await db.execute(sql`UPDATE products SET is_active = true WHERE id = ${hidden.id}`);
});

test('GET categories/roots answers the nested tree', async () => {
  const res = await call(categoryRoots, '/api/categories/roots');
  expect(res.status).toBe(200);
  const roots = res.body!.data as { slug: string; title: string; subCategories: { slug: string }[] }[];
  expect(roots.map((r) => r.slug)).toEqual(expect.arrayContaining(['tea', 'honey', 'spices']));
  expect(roots.every((r) => r.subCategories.length > 0)).toBe(true);
});

test('GET banners/public answers the slides in display order with the spec fields', async () => {
  const res = await call(publicBanners, '/api/banners/public');
  const slides = res.body!.data as {
    displayOrder: number;
    imageUrl: string;
    title: string;
    actionUrl: string | null;
  }[];
  expect(slides.map((s) => s.displayOrder)).toEqual([...slides.map((s) => s.displayOrder)].sort((a, b) => a - b));
  expect(slides[0]).toEqual(
    expect.objectContaining({ id: expect.any(Number), imageUrl: expect.any(String), posterUrl: null }),
  );
  expect(slides.length).toBeGreaterThanOrEqual(6);
});

test('published blogs never include drafts, and a draft slug answers 404', async () => {
  const res = await call(publishedBlogs, '/api/v1/public/store/blogs/published');
  const posts = res.body!.data as {
    slug: string;
    publishedAt: string;
    content: string;
    tags: string[];
    author: string;
  }[];
  expect(posts.length).toBeGreaterThanOrEqual(8);
  const [draft] = rowsOf<{ slug: string }>(
    await db.execute(sql`SELECT slug FROM blog_posts WHERE published_at IS NULL`),
  );
  expect(posts.map((p) => p.slug)).not.toContain(draft.slug);
  expect((await call(blogBySlug, '/x', { params: { slug: draft.slug } })).status).toBe(404);
  const one = await call(blogBySlug, '/x', { params: { slug: posts[0].slug } });
  expect(one.status).toBe(200);
  expect((one.body!.data as { content: string }).content).toMatch(/<p>/);
  // newest first
  const dates = posts.map((p) => Date.parse(p.publishedAt));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
});

test('a post scheduled for the future is not served yet', async () => {
  const posts = (await call(publishedBlogs, '/x')).body!.data as { slug: string }[];
  await db.execute(sql`UPDATE blog_posts SET published_at = now() + interval '7 days' WHERE slug = ${posts[0].slug}`);
  expect((await call(blogBySlug, '/x', { params: { slug: posts[0].slug } })).status).toBe(404);
});

test('GET teams answers status 200 with the member fields', async () => {
  const res = await call(teams, '/api/v1/public/store/teams');
  expect(res.body!.status).toBe(200);
  const members = res.body!.data as Record<string, unknown>[];
  expect(members.length).toBeGreaterThanOrEqual(12);
  for (const field of [
    'id',
    'name',
    'positionTitle',
    'department',
    'profileImage',
    'founder',
    'coFounder',
    'joinDate',
    'bio',
    'email',
    'linkedIn',
  ]) {
    expect(members[0]).toHaveProperty(field);
  }
});

test('content pages: list without bodies, one page with sanitised HTML and meta, 404 for unknown', async () => {
  const list = await call(pagesList, '/api/pages/public');
  const pages = list.body!.data as { slug: string; content?: string }[];
  expect(pages.map((p) => p.slug)).toEqual(expect.arrayContaining(['faq', 'privacy', 'shiping-policy']));
  expect(pages[0]).not.toHaveProperty('content');
  const page = await call(pageBySlug, '/api/pages/public/faq', { params: { slug: 'faq' } });
  expect(page.body!.data).toEqual(
    expect.objectContaining({
      slug: 'faq',
      title: expect.any(String),
      metaTitle: expect.any(String),
      updatedAt: expect.any(String),
    }),
  );
  expect((page.body!.data as { content: string }).content).not.toMatch(/<script/i);
  expect((await call(pageBySlug, '/x', { params: { slug: 'nope' } })).status).toBe(404);
});

test('an unpublished page is not served', async () => {
  await db.execute(sql`UPDATE content_pages SET is_published = false WHERE slug = 'terms'`);
  expect((await call(pageBySlug, '/x', { params: { slug: 'terms' } })).status).toBe(404);
  const pages = (await call(pagesList, '/x')).body!.data as { slug: string }[];
  expect(pages.map((p) => p.slug)).not.toContain('terms');
});
