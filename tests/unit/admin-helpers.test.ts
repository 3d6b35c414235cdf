import { changedKeys, preview } from '@/components/admin/audit/changes';
import { fromLocalInput, postStatus, toLocalInput } from '@/components/admin/content/publish-time';
import { activeHref, navFor } from '@/components/admin/nav-items';
import { moveItem } from '@/components/admin/products/image-order';
import { productPayload, initialProductState } from '@/components/admin/products/product-form-state';

test('a seller member sees only the sections of its own products, orders and reports', () => {
  expect(navFor('SELLER').map((i) => i.label)).toEqual([
    'Dashboard',
    'Products',
    'Orders',
    'Promotions',
    'Reviews',
    'Reports',
  ]);
  expect(navFor('ADMIN').map((i) => i.label)).toContain('Audit log');
});

test('the current section is the longest matching one, so the dashboard is not lit everywhere', () => {
  const items = navFor('ADMIN');
  expect(activeHref('/admin', items)).toBe('/admin');
  expect(activeHref('/admin/products/12', items)).toBe('/admin/products');
  expect(activeHref('/admin/productsx', items)).toBe('/admin');
});

test('moving an image one step swaps it with its neighbour and stops at either end; a drag moves it anywhere', () => {
  expect(moveItem([1, 2, 3], 2, 1)).toEqual([1, 3, 2]);
  expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
  expect(moveItem([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
  expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
  expect(moveItem([1, 2, 3, 4], 0, 2)).toEqual([2, 3, 1, 4]);
});

test('a post is a draft without a date, scheduled before it, published after it', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  expect(postStatus(null, now)).toBe('draft');
  expect(postStatus('2026-11-25T10:00:00Z', now)).toBe('scheduled');
  expect(postStatus('2026-11-24T09:59:00Z', now)).toBe('published');
  expect(fromLocalInput('')).toBeNull();
  const iso = '2026-11-24T09:59:00.000Z';
  expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
});

test('the audit screen names only the fields that changed', () => {
  expect(changedKeys({ price: 100, title: 'A' }, { price: 90, title: 'A', stock: 3 })).toEqual(['price', 'stock']);
  expect(changedKeys(null, { title: 'A' })).toEqual(['title']);
  expect(preview('x'.repeat(200), 10)).toHaveLength(10);
});

test('an edit never sends stock or seller; a create sends both', () => {
  const state = {
    ...initialProductState(),
    title: 'T',
    price: '10',
    mrp: '12',
    stock: '4',
    sellerSlug: 'tattva',
    categorySlug: 'c',
  };
  expect(productPayload(state, 'edit')).not.toHaveProperty('stock');
  expect(productPayload(state, 'edit')).not.toHaveProperty('sellerSlug');
  expect(productPayload(state, 'create')).toMatchObject({ stock: 4, sellerSlug: 'tattva', price: 10, mrp: 12 });
  expect(productPayload({ ...state, price: '1O' }, 'create').price).toBe('1O');
});
