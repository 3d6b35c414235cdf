/**
 * A back-office list screen (components/admin/list-query.ts staffList): who may open it, the filters the
 * service is asked for, and the pager that keeps them on the next page.
 */
import { z } from 'zod';
import { staffList } from '@/components/admin/list-query';
import { requireAdminPage, requireStaffPage } from '@/lib/auth/staff-page';

jest.mock('@/lib/auth/staff-page', () => ({
  requireStaffPage: jest.fn(async () => ({ id: 7, role: 'SELLER' })),
  // What Next's notFound() does for a seller's member on an admin-only screen.
  requireAdminPage: jest.fn(async () => {
    throw new Error('NEXT_HTTP_ERROR_FALLBACK;404');
  }),
}));

const schema = z.object({ q: z.string().max(20).optional(), page: z.coerce.number().int().min(1).default(1) });
const page = (items: string[]) => ({ items, page: 2, size: 20, total: 41 });
const params = (p: Record<string, string | string[]>) => Promise.resolve(p);

test('the service gets the viewer and the filters; the pager keeps the filters and the path', async () => {
  const list = jest.fn(async () => page(['a']));
  const orders = staffList('/admin/orders', schema, ['q'], list);
  const loaded = await orders.load(params({ q: ['tea', 'honey'], page: '2', other: 'x' }));
  expect(requireStaffPage).toHaveBeenCalledWith('/admin/orders');
  expect(list).toHaveBeenCalledWith({ id: 7, role: 'SELLER' }, { q: 'tea', page: 2 });
  expect(loaded.pager).toEqual({ list: page(['a']), basePath: '/admin/orders', params: { q: 'tea' } });
});

test('a hand-edited bad filter lists the first page of everything rather than failing', async () => {
  const list = jest.fn(async () => page([]));
  await staffList('/admin/orders', schema, ['q'], list).load(params({ q: 'x'.repeat(30), page: '3' }));
  expect(list).toHaveBeenCalledWith(expect.anything(), { page: 1 });
});

test("an admin-only list never reaches its service for a seller's member", async () => {
  const list = jest.fn(async () => page([]));
  const customers = staffList('/admin/customers', schema, ['q'], list, 'admin');
  await expect(customers.load(params({}))).rejects.toThrow('404');
  expect(requireAdminPage).toHaveBeenCalledWith('/admin/customers');
  expect(list).not.toHaveBeenCalled();
});
