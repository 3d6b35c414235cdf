jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), cacheLife: () => {}, cacheTag: () => {} }));
import { eq } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createStaff, json, multipart, pngBytes, productOf, type Staff } from '../helpers/admin';
import { POST as create } from '@/app/api/v1/admin/products/route';
import { PATCH as patch } from '@/app/api/v1/admin/products/[id]/route';
import { POST as uploadImage } from '@/app/api/v1/admin/images/route';
import { GET as productBySlug } from '@/app/api/v1/public/store/product/[slug]/route';
import { productMetadata } from '@/lib/seo/page-metadata';
import { productImages, products, storedImages } from '@/lib/db/schema';
import type { Db } from '@/lib/db/client';
import type { ProductDto } from '@/lib/catalog/products';
import type { AdminProduct } from '@/lib/catalog/admin-products';

let db: Db;
let s: Staff;
beforeAll(async () => {
  ({ db } = await setupTestDatabase());
  s = await createStaff();
}, 180_000);
afterAll(teardownTestDatabase);

let n = 0;
const base = () => ({
  title: `Editor Blend ${++n}`,
  categorySlug: 'green-tea',
  price: 199,
  mrp: 249,
  stock: 5,
  isActive: true,
});

async function upload(headers: Record<string, string>): Promise<string> {
  const res = await call(uploadImage, '/x', multipart(await pngBytes(), 'leaf.png', 'image/png', headers));
  expect(res.status).toBe(201);
  return (res.body!.data as { url: string }).url;
}

async function publicProduct(slug: string): Promise<ProductDto> {
  const res = await call(productBySlug, `/api/v1/public/store/product/${slug}`, { params: { slug } });
  expect(res.status).toBe(200);
  return res.body!.data as ProductDto;
}

test('a product is created with the pictures chosen first: their order is kept, the first is the main one, each with its alt text', async () => {
  const [a, b, c] = [
    await upload(s.memberA.authHeader),
    await upload(s.memberA.authHeader),
    await upload(s.memberA.authHeader),
  ];
  const images = [
    { imageUrl: c, alt: 'The tin, closed' },
    { imageUrl: a, alt: '' },
    { imageUrl: b, alt: 'Leaves in a cup' },
  ];
  const res = await call(create, '/api/v1/admin/products', json('POST', { ...base(), images }, s.memberA.authHeader));
  expect(res.status).toBe(201);
  const created = res.body!.data as AdminProduct;
  expect(created.images.map((i) => [i.url, i.isMain, i.alt])).toEqual([
    [c, true, 'The tin, closed'],
    [a, false, null],
    [b, false, 'Leaves in a cup'],
  ]);

  const shown = await publicProduct(created.slug);
  expect(shown.images).toEqual([
    { imageUrl: c, displayOrder: 1, alt: 'The tin, closed' },
    { imageUrl: a, displayOrder: 2, alt: null },
    { imageUrl: b, displayOrder: 3, alt: 'Leaves in a cup' },
  ]);
});

test('a picture that is not one of our uploads, or not the caller’s, is refused with 400 and nothing is created', async () => {
  const title = 'Borrowed Pictures Blend';
  const foreign = await call(
    create,
    '/api/v1/admin/products',
    json('POST', { ...base(), title, images: [{ imageUrl: 'https://evil.example/tea.jpg' }] }, s.memberA.authHeader),
  );
  expect(foreign.status).toBe(400);
  expect(foreign.body!.errors).toHaveProperty('images');

  // Member B's upload, or a picture another product already shows, cannot be borrowed by member A.
  const theirs = await upload(s.memberB.authHeader);
  const [used] = await db.select().from(productImages).limit(1);
  for (const imageUrl of [theirs, used.imageUrl, '/api/images/99999999']) {
    const res = await call(
      create,
      '/api/v1/admin/products',
      json('POST', { ...base(), title, images: [{ imageUrl }] }, s.memberA.authHeader),
    );
    expect(res.status).toBe(400);
    expect(res.body!.errors).toHaveProperty('images');
  }
  expect(await db.select({ id: products.id }).from(products).where(eq(products.title, title))).toEqual([]);
});

test('on edit the picture list is saved as sent: reordered, alt text changed, a removed upload’s bytes deleted', async () => {
  const [a, b] = [await upload(s.admin.authHeader), await upload(s.admin.authHeader)];
  const created = (
    await call(
      create,
      '/api/v1/admin/products',
      json(
        'POST',
        { ...base(), sellerSlug: s.sellerA.slug, images: [{ imageUrl: a }, { imageUrl: b }] },
        s.admin.authHeader,
      ),
    )
  ).body!.data as AdminProduct;
  const c = await upload(s.admin.authHeader);
  const res = await call(patch, '/x', {
    ...json(
      'PATCH',
      {
        images: [
          { imageUrl: c, alt: 'New front' },
          { imageUrl: b, alt: 'Back label' },
        ],
      },
      s.admin.authHeader,
    ),
    params: { id: String(created.id) },
  });
  expect(res.status).toBe(200);
  expect((res.body!.data as AdminProduct).images.map((i) => [i.url, i.alt])).toEqual([
    [c, 'New front'],
    [b, 'Back label'],
  ]);
  const aId = Number(a.split('/').pop());
  expect(await db.select({ id: storedImages.id }).from(storedImages).where(eq(storedImages.id, aId))).toEqual([]);
  // another seller's member cannot touch it: not found
  const other = await call(patch, '/x', {
    ...json('PATCH', { images: [] }, s.memberB.authHeader),
    params: { id: String(created.id) },
  });
  expect(other.status).toBe(404);
});

test('the SEO title and description become the page’s <title> and meta description; without them the page builds its own', async () => {
  const seo = {
    seoTitle: 'Editor Blend, a gentle green tea',
    seoDescription: 'Hand-rolled green tea from Darjeeling, picked in spring.',
    weightGrams: 180,
  };
  const res = await call(create, '/api/v1/admin/products', json('POST', { ...base(), ...seo }, s.memberA.authHeader));
  expect(res.status).toBe(201);
  const created = res.body!.data as AdminProduct;
  expect(created).toMatchObject(seo);
  const meta = await productMetadata(created.slug);
  expect(meta.title).toEqual({ absolute: seo.seoTitle });
  expect(meta.description).toBe(seo.seoDescription);

  const plain = (await call(create, '/api/v1/admin/products', json('POST', base(), s.memberA.authHeader))).body!
    .data as AdminProduct;
  expect((await productMetadata(plain.slug)).title).toBe(plain.title);

  const tooLong = await call(
    create,
    '/api/v1/admin/products',
    json('POST', { ...base(), seoTitle: 'x'.repeat(71), seoDescription: 'y'.repeat(161) }, s.memberA.authHeader),
  );
  expect(tooLong.status).toBe(400);
  expect(Object.keys(tooLong.body!.errors!)).toEqual(expect.arrayContaining(['seoTitle', 'seoDescription']));
});

test('an information tab picked by name keeps its type and title, and its body is sanitised', async () => {
  const product = await productOf(s.sellerA.id);
  const metadata = [
    { type: 'HOW_TO_USE', title: 'How to use', content: '<p>Steep 3 minutes<script>alert(1)</script></p>' },
  ];
  const res = await call(patch, '/x', {
    ...json('PATCH', { metadata }, s.memberA.authHeader),
    params: { id: String(product.id) },
  });
  expect(res.status).toBe(200);
  const shown = await publicProduct(product.slug);
  const tab = shown.metadata.find((m) => m.type === 'HOW_TO_USE')!;
  expect(tab).toMatchObject({ title: 'How to use', content: '<p>Steep 3 minutes</p>' });
});
