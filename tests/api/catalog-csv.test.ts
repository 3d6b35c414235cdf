jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
import { asc, eq } from 'drizzle-orm';
import { revalidateTag } from 'next/cache';
import { setupTestDatabase, teardownTestDatabase } from '../helpers/db';
import { call } from '../helpers/http';
import { createStaff, multipart, type Staff } from '../helpers/admin';
import { GET as exportCsv } from '@/app/api/v1/admin/products/export.csv/route';
import { POST as importCsv } from '@/app/api/v1/admin/products/import/route';
import { auditLog, productVariants, products, stockAdjustments } from '@/lib/db/schema';
import { parseCsv, writeCsv } from '@/lib/catalog/csv/parse';
import type { Db } from '@/lib/db/client';

let db: Db;
let s: Staff;
beforeAll(async () => {
  ({ db } = await setupTestDatabase());
  s = await createStaff();
}, 180_000);
afterAll(teardownTestDatabase);
beforeEach(() => (revalidateTag as jest.Mock).mockClear());

type Report = {
  rows: number;
  created: number;
  updated: number;
  errors: { row: number; column: string; message: string }[];
};
type Table = { header: string[]; rows: Record<string, string>[] };

async function exported(headers: Record<string, string>): Promise<Table> {
  const res = await call(exportCsv, '/api/v1/admin/products/export.csv', { headers });
  expect(res.status).toBe(200);
  const [header, ...rows] = parseCsv(res.text);
  return { header, rows: rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i]]))) };
}

const fileOf = ({ header, rows }: Table) =>
  new TextEncoder().encode(writeCsv([header, ...rows.map((r) => header.map((h) => r[h] ?? ''))]));

async function upload(table: Table, headers: Record<string, string>, dryRun: boolean) {
  const res = await call(
    importCsv,
    `/api/v1/admin/products/import${dryRun ? '?dryRun=1' : ''}`,
    multipart(fileOf(table), 'catalogue.csv', 'text/csv', headers),
  );
  return { status: res.status, report: res.body?.data as Report, message: res.body?.message };
}

/** Every product and pack row and the stock and audit history: what "nothing changed" compares. */
async function everything() {
  return {
    products: await db.select().from(products).orderBy(asc(products.id)),
    packs: await db.select().from(productVariants).orderBy(asc(productVariants.id)),
    moves: (await db.select().from(stockAdjustments)).length,
    audit: (await db.select().from(auditLog)).length,
  };
}

test('the export is a CSV download of the caller’s packs, one row each, sorted by product then position', async () => {
  const res = await call(exportCsv, '/api/v1/admin/products/export.csv', { headers: s.admin.authHeader });
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="catalogue-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect((await call(exportCsv, '/api/v1/admin/products/export.csv', { headers: s.customer.authHeader })).status).toBe(
    403,
  );
  const all = await exported(s.admin.authHeader);
  expect(all.rows).toHaveLength((await db.select().from(productVariants)).length);
  expect(new Set(all.rows.map((r) => r.seller_slug)).size).toBeGreaterThan(1);
  const mine = await exported(s.memberA.authHeader);
  expect(mine.rows.length).toBeGreaterThan(0);
  expect(mine.rows.every((r) => r.seller_slug === s.sellerA.slug)).toBe(true);
  expect(all.rows.every((r) => /^\d+\.\d{2}$/.test(r.price) && /^\d+\.\d{2}$/.test(r.mrp))).toBe(true);
  const order = all.rows.map((r) => r.product_slug);
  expect(order.filter((slug, i) => slug !== order[i - 1])).toHaveLength(new Set(order).size);
});

test('importing an unchanged export changes nothing, dry run or not', async () => {
  const before = await everything();
  for (const who of [s.admin, s.memberA]) {
    const table = await exported(who.authHeader);
    const dry = await upload(table, who.authHeader, true);
    expect(dry).toMatchObject({ status: 200, report: { rows: table.rows.length, created: 0, updated: 0, errors: [] } });
    const real = await upload(table, who.authHeader, false);
    expect(real).toMatchObject({ status: 200, report: { created: 0, updated: 0, errors: [], applied: true } });
  }
  expect(await everything()).toEqual(before);
  expect(revalidateTag).not.toHaveBeenCalled();
});

test('a file with bad cells is refused whole: every bad cell named by row and column, good rows not applied', async () => {
  const before = await everything();
  const table = await exported(s.memberA.authHeader);
  const rows = table.rows.slice(0, 5);
  rows[0] = { ...rows[0], price: '12.345' }; // row 2
  rows[1] = { ...rows[1], mrp: '', sku: 'bad sku!' }; // row 3
  rows[2] = { ...rows[2], gst_rate: '7', stock: '-1' }; // row 4
  rows[3] = { ...rows[3], price: String(Number(rows[3].mrp) + 1) }; // row 5: price over the MRP
  rows[4] = { ...rows[4], price: '1.00' }; // row 6: a good edit, refused with the rest
  const { status, report } = await upload({ header: table.header, rows }, s.memberA.authHeader, false);
  expect(status).toBe(422);
  expect(report.errors.map((e) => [e.row, e.column])).toEqual([
    [2, 'price'],
    [3, 'sku'],
    [3, 'mrp'],
    [4, 'gst_rate'],
    [4, 'stock'],
    [5, 'price'],
  ]);
  expect(report.errors.every((e) => e.message.length > 0)).toBe(true);
  const dry = await upload({ header: table.header, rows }, s.memberA.authHeader, true);
  expect(dry.status).toBe(200);
  expect(dry.report.errors).toEqual(report.errors);
  expect(await everything()).toEqual(before);
});

test('a member’s row for another seller’s product is an error, and nothing is written', async () => {
  const before = await everything();
  const theirs = (await exported(s.memberB.authHeader)).rows[0];
  const mine = await exported(s.memberA.authHeader);
  const rows = [
    { ...mine.rows[0], price: '1.00' },
    { ...theirs, price: '1.00' },
    { ...mine.rows[0], product_slug: 'a-new-one', sku: 'A-NEW-1', seller_slug: s.sellerB.slug },
  ];
  const { status, report } = await upload({ header: mine.header, rows }, s.memberA.authHeader, false);
  expect(status).toBe(422);
  expect(report.errors.map((e) => [e.row, e.column])).toEqual([
    [3, 'product_slug'],
    [4, 'seller_slug'],
  ]);
  expect(await everything()).toEqual(before);
});

test('a product in two packs with an option, then an edit, a new pack and a new product', async () => {
  const base = (await exported(s.memberA.authHeader)).rows[0];
  const header = (await exported(s.memberA.authHeader)).header;
  const pack = (sku: string, label: string, price: string, position: string) => ({
    ...base,
    product_slug: 'csv-darjeeling',
    product_title: 'CSV Darjeeling',
    seller_slug: '',
    option1_name: 'Pack size',
    option1_value: label,
    sku,
    label,
    price,
    mrp: price,
    stock: '4',
    weight_grams: label.replace(' g', ''),
    position,
  });
  const twoPacks = [pack('CSV-DJ-100', '100 g', '150.00', '0'), pack('CSV-DJ-250', '250 g', '320.00', '1')];
  const first = await upload({ header, rows: twoPacks }, s.memberA.authHeader, false);
  expect(first).toMatchObject({ status: 200, report: { created: 2, updated: 0, errors: [] } });
  const [made] = await db.select().from(products).where(eq(products.slug, 'csv-darjeeling'));
  expect(made).toMatchObject({ sellerId: s.sellerA.id, options: [{ name: 'Pack size', values: ['100 g', '250 g'] }] });

  const table = await exported(s.memberA.authHeader);
  const packs = table.rows.filter((r) => r.product_slug === 'csv-darjeeling');
  expect(packs.map((r) => [r.sku, r.option1_value, r.stock])).toEqual([
    ['CSV-DJ-100', '100 g', '4'],
    ['CSV-DJ-250', '250 g', '4'],
  ]);
  const edited = { ...packs[0], price: '140.50' };
  const added = { ...packs[0], sku: 'CSV-DJ-500', label: '500 g', option1_value: '500 g', stock: '5', position: '' };
  const fresh = {
    ...base,
    product_slug: 'csv-fresh-tea',
    product_title: 'CSV Fresh Tea',
    seller_slug: '',
    sku: 'CSV-FRESH-100',
    label: '100 g',
    stock: '12',
    position: '',
  };
  const file = { header, rows: [edited, packs[1], added, fresh] };
  const before = await everything();
  const dry = await upload(file, s.memberA.authHeader, true);
  expect(dry.report).toMatchObject({ rows: 4, created: 2, updated: 1, errors: [], applied: false });
  expect(await everything()).toEqual(before);

  const real = await upload(file, s.memberA.authHeader, false);
  expect(real).toMatchObject({ status: 200, report: { created: 2, updated: 1, applied: true } });
  const [p] = await db.select().from(products).where(eq(products.slug, 'csv-darjeeling'));
  expect(p.options).toEqual([{ name: 'Pack size', values: ['100 g', '250 g', '500 g'] }]);
  const after = await db.select().from(productVariants).where(eq(productVariants.productId, p.id));
  expect(after.find((v) => v.sku === 'CSV-DJ-100')).toMatchObject({ pricePaise: 14050, mrpPaise: 15000 });
  expect(after.find((v) => v.sku === 'CSV-DJ-500')).toMatchObject({
    label: '500 g',
    stockQuantity: 5,
    position: 2,
    options: { 'Pack size': '500 g' },
  });
  const [other] = await db.select().from(products).where(eq(products.slug, 'csv-fresh-tea'));
  expect(other).toMatchObject({ title: 'CSV Fresh Tea', sellerId: s.sellerA.id });
  const csvMoves = await db.select().from(stockAdjustments).where(eq(stockAdjustments.reason, 'CSV import'));
  // 4 + 4 opening the two packs, then 5 and 12 for the new ones
  expect(csvMoves.map((m) => m.delta).sort((a, b) => a - b)).toEqual([4, 4, 5, 12]);
  const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'csv-import'));
  expect(
    entries
      .slice(-2)
      .map((e) => e.entityId)
      .sort(),
  ).toEqual([String(p.id), String(other.id)].sort());
  const tags = (revalidateTag as jest.Mock).mock.calls.map((c) => c[0]);
  expect(tags).toEqual(expect.arrayContaining(['product:csv-darjeeling', 'product:csv-fresh-tea']));

  // the same file again is now the catalogue as it is
  expect((await upload(file, s.memberA.authHeader, true)).report).toMatchObject({ created: 0, updated: 0 });
});

test('header, size and shape problems answer clear errors', async () => {
  const table = await exported(s.memberA.authHeader);
  const renamed = { header: table.header.map((h) => (h === 'mrp' ? 'MRP price' : h)), rows: table.rows.slice(0, 1) };
  const { report } = await upload(renamed, s.memberA.authHeader, true);
  expect(report.errors).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ row: 1, column: 'mrp price' }),
      expect.objectContaining({ row: 1, column: 'mrp' }),
    ]),
  );
  const big = new Uint8Array(5 * 1024 * 1024 + 1);
  const res = await call(
    importCsv,
    '/api/v1/admin/products/import?dryRun=1',
    multipart(big, 'big.csv', 'text/csv', s.memberA.authHeader),
  );
  expect(res.status).toBe(413);
  const none = await call(importCsv, '/api/v1/admin/products/import?dryRun=1', {
    method: 'POST',
    headers: s.memberA.authHeader,
  });
  expect(none.status).toBe(400);
});
