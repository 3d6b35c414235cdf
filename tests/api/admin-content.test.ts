jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
import { eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createStaff, json, multipart, pngBytes, type Staff } from '../helpers/admin';
import * as blog from '@/app/api/v1/admin/blog/route';
import * as blogOne from '@/app/api/v1/admin/blog/[id]/route';
import * as pages from '@/app/api/v1/admin/pages/route';
import * as pagesOne from '@/app/api/v1/admin/pages/[id]/route';
import * as banners from '@/app/api/v1/admin/banners/route';
import * as bannersOne from '@/app/api/v1/admin/banners/[id]/route';
import * as team from '@/app/api/v1/admin/team/route';
import * as teamOne from '@/app/api/v1/admin/team/[id]/route';
import * as categories from '@/app/api/v1/admin/categories/route';
import * as categoriesOne from '@/app/api/v1/admin/categories/[id]/route';
import { POST as uploadImage } from '@/app/api/v1/admin/images/route';
import { getPublishedPost, listPublishedPosts } from '@/lib/content/blog';
import { auditLog, banners as bannerTable, blogPosts, categories as categoryTable } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';

let db: Db;
let s: Staff;
beforeAll(async () => {
  ({ db } = await setupTestDatabase());
  s = await createStaff();
}, 180_000);
afterAll(teardownTestDatabase);
const tags = () => (revalidateTag as jest.Mock).mock.calls.map((c) => c[0]);
beforeEach(() => (revalidateTag as jest.Mock).mockClear());

test('content is admin only: anonymous 401, customer and seller member 403', async () => {
  for (const handler of [blog.GET, pages.GET, banners.GET, team.GET]) {
    expect((await call(handler, '/x')).status).toBe(401);
    expect((await call(handler, '/x', { headers: s.customer.authHeader })).status).toBe(403);
    expect((await call(handler, '/x', { headers: s.memberA.authHeader })).status).toBe(403);
  }
  expect(
    (await call(blog.POST, '/x', json('POST', { title: 'x', content: 'y', author: 'z' }, s.memberA.authHeader))).status,
  ).toBe(403);
});

test('a draft post stays private; publishing it shows it on the blog and revalidates its page and the list', async () => {
  const h = s.admin.authHeader;
  const created = await call(
    blog.POST,
    '/x',
    json(
      'POST',
      {
        title: 'Monsoon Chai Notes',
        content: '<p>Hello<script>alert(1)</script><img src=x onerror=alert(1)></p>',
        author: 'Asha',
        tags: ['Chai'],
      },
      h,
    ),
  );
  expect(created.status).toBe(201);
  const post = created.body!.data as { id: number; slug: string; status: string; content: string };
  expect(post).toMatchObject({ slug: 'monsoon-chai-notes', status: 'DRAFT' });
  expect(post.content).not.toMatch(/script|onerror/);
  expect(await getPublishedPost('monsoon-chai-notes')).toBeNull();

  const published = await call(blogOne.PATCH, '/x', {
    ...json('PATCH', { publishedAt: new Date(Date.now() - 1000).toISOString() }, h),
    params: { id: 'monsoon-chai-notes' },
  });
  expect(published.status).toBe(200);
  expect((published.body!.data as { status: string }).status).toBe('PUBLISHED');
  expect(tags()).toEqual(expect.arrayContaining(['post:monsoon-chai-notes', 'blog']));
  expect((await listPublishedPosts()).map((p) => p.slug)).toContain('monsoon-chai-notes');
  // by id too
  expect((await call(blogOne.GET, '/x', { headers: h, params: { id: String(post.id) } })).status).toBe(200);

  const list = await call(blog.GET, '/x?size=100', { headers: h });
  expect((list.body!.data as { total: number }).total).toBeGreaterThan(1);

  const dup = await call(
    blog.POST,
    '/x',
    json('POST', { title: 'Other', slug: 'monsoon-chai-notes', content: 'x', author: 'A' }, h),
  );
  expect(dup.status).toBe(400);
  expect(dup.body!.errors).toEqual({ slug: 'This slug is already used' });
  const huge = await call(blog.POST, '/x', json('POST', { title: 'x'.repeat(1000), content: 'x', author: 'A' }, h));
  expect(huge.status).toBe(400);

  const del = await call(blogOne.DELETE, '/x', { method: 'DELETE', headers: h, params: { id: 'monsoon-chai-notes' } });
  expect(del.status).toBe(200);
  expect(await db.select().from(blogPosts).where(eq(blogPosts.slug, 'monsoon-chai-notes'))).toEqual([]);
  const entries = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(post.id)));
  expect(
    entries
      .filter((e) => e.entity === 'post')
      .map((e) => e.action)
      .sort(),
  ).toEqual(['create', 'delete', 'update']);
});

test('pages, banners and team: create, edit, delete, each revalidating its storefront pages', async () => {
  const h = s.admin.authHeader;
  const page = await call(
    pages.POST,
    '/x',
    json(
      'POST',
      {
        title: 'Shipping Policy Test',
        slug: 'shipping-test',
        content: '<h2>Ship</h2><a href="javascript:alert(1)">x</a>',
      },
      h,
    ),
  );
  expect(page.status).toBe(201);
  expect((page.body!.data as { content: string }).content).not.toContain('javascript');
  expect(tags()).toEqual(expect.arrayContaining(['page:shipping-test', 'pages']));
  expect(
    (await call(pagesOne.PATCH, '/x', { ...json('PATCH', { title: 'Shipping' }, h), params: { id: 'shipping-test' } }))
      .body!.data,
  ).toMatchObject({ title: 'Shipping' });

  const banner = await call(
    banners.POST,
    '/x',
    json('POST', { imageUrl: '/images/banners/x.webp', title: 'Diwali', displayOrder: 9, actionUrl: '/products' }, h),
  );
  expect(banner.status).toBe(201);
  const bannerId = String((banner.body!.data as { id: number }).id);
  expect(tags()).toContain('banners');
  const bad = await call(bannersOne.PATCH, '/x', {
    ...json('PATCH', { actionUrl: 'javascript:alert(1)' }, h),
    params: { id: bannerId },
  });
  expect(bad.status).toBe(400);
  expect(bad.body!.errors!.actionUrl).toBeDefined();
  const [stored] = await db
    .select()
    .from(bannerTable)
    .where(eq(bannerTable.id, Number(bannerId)));
  expect(stored.actionUrl).toBe('/products');
  expect((await call(bannersOne.DELETE, '/x', { method: 'DELETE', headers: h, params: { id: bannerId } })).status).toBe(
    200,
  );
  expect((await call(bannersOne.DELETE, '/x', { method: 'DELETE', headers: h, params: { id: bannerId } })).status).toBe(
    404,
  );

  const member = await call(
    team.POST,
    '/x',
    json('POST', { name: 'Ravi', positionTitle: 'Taster', department: 'Quality', displayOrder: 4 }, h),
  );
  expect(member.status).toBe(201);
  const memberId = String((member.body!.data as { id: number }).id);
  expect(tags()).toContain('team');
  expect(
    (await call(teamOne.PATCH, '/x', { ...json('PATCH', { department: 'Sourcing' }, h), params: { id: memberId } }))
      .body!.data,
  ).toMatchObject({ department: 'Sourcing' });
});

test('categories: nested and ordered; created, edited and removed only when empty; staff can read the tree', async () => {
  const h = s.admin.authHeader;
  const tree = await call(categories.GET, '/x', { headers: s.memberA.authHeader });
  expect(tree.status).toBe(200);
  const roots = tree.body!.data as { slug: string; children: unknown[] }[];
  expect(roots.some((r) => r.children.length > 0)).toBe(true);
  expect((await call(categories.POST, '/x', json('POST', { title: 'Herbs' }, s.memberA.authHeader))).status).toBe(403);

  const parent = roots[0].slug;
  const made = await call(
    categories.POST,
    '/x',
    json('POST', { title: 'Moringa Test', parentSlug: parent, displayOrder: 3 }, h),
  );
  expect(made.status).toBe(201);
  const id = String((made.body!.data as { id: number }).id);
  expect(tags()).toEqual(expect.arrayContaining(['category:moringa-test', 'categories']));
  expect(
    (await call(categoriesOne.PATCH, '/x', { ...json('PATCH', { title: 'Moringa' }, h), params: { id } })).body!.data,
  ).toMatchObject({ title: 'Moringa' });
  // a category with products cannot go
  const [withProducts] = await db.select().from(categoryTable).where(eq(categoryTable.slug, 'green-tea'));
  expect(
    (await call(categoriesOne.DELETE, '/x', { method: 'DELETE', headers: h, params: { id: String(withProducts.id) } }))
      .status,
  ).toBe(409);
  expect((await call(categoriesOne.DELETE, '/x', { method: 'DELETE', headers: h, params: { id } })).status).toBe(200);
});

test('admin image upload for content: an image is stored; a disguised file is refused', async () => {
  const h = s.admin.authHeader;
  const ok = await call(uploadImage, '/x', multipart(await pngBytes(), 'cover.png', 'image/png', h));
  expect(ok.status).toBe(201);
  expect((ok.body!.data as { url: string }).url).toMatch(/^\/api\/images\/\d+$/);
  const svg = await call(uploadImage, '/x', multipart(Buffer.from('<svg/>'), 'cover.png', 'image/png', h));
  expect(svg.status).toBe(400);
  // A seller's member uploads a new product's pictures here too; a shopper may not.
  expect(
    (await call(uploadImage, '/x', multipart(await pngBytes(), 'cover.png', 'image/png', s.memberA.authHeader))).status,
  ).toBe(201);
  expect(
    (await call(uploadImage, '/x', multipart(await pngBytes(), 'cover.png', 'image/png', s.customer.authHeader)))
      .status,
  ).toBe(403);
});
