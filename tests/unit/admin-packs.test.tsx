/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { PackGrid } from '@/components/admin/products/PackGrid';
import { LowStockList } from '@/components/admin/dashboard/LowStockList';
import type { VariantDto } from '@/lib/catalog/products';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh }), usePathname: () => '/admin' }));
jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
const answer = (status: number, body: object) =>
  Promise.resolve({
    ok: status < 400,
    status,
    statusText: '',
    json: () => Promise.resolve({ status, message: 'OK', data: null, ...body }),
  });
const sent = (call = 0) => JSON.parse(fetchMock.mock.calls[call][1].body as string);

beforeEach(() => {
  fetchMock.mockReset();
  refresh.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

const pack = (id: number, label: string, price: number, stock: number): VariantDto => ({
  id,
  sku: `DJ-${id}`,
  label,
  options: { 'Pack size': label },
  sellingPrice: price,
  productPrice: price + 50,
  stockQuantity: stock,
  weightGrams: parseInt(label, 10),
  unitPrice: null,
  imageUrl: null,
});
const options = [{ name: 'Pack size', values: ['100 g', '250 g', '500 g'] }];
const grid = (packs: VariantDto[]) => render(<PackGrid productId={7} packs={packs} options={options} />);
const row = (name: string) => within(screen.getByRole('form', { name }));

test('a pack’s new stock count asks for a reason, then goes to that pack with it', async () => {
  fetchMock.mockImplementation(() => answer(200, { data: {} }));
  grid([pack(1, '100 g', 199, 5), pack(2, '500 g', 799, 0)]);
  const big = row('Pack 500 g');
  fireEvent.change(big.getByLabelText('Stock', { exact: false }), { target: { value: '12' } });
  fireEvent.click(big.getByRole('button', { name: 'Save pack' }));
  expect(await big.findByText('Please give a reason')).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
  fireEvent.change(big.getByLabelText('Reason for the stock change', { exact: false }), {
    target: { value: 'Delivery' },
  });
  fireEvent.click(big.getByRole('button', { name: 'Save pack' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/admin/products/7/variants/2');
  expect(sent()).toEqual({ stock: 12, stockReason: 'Delivery' });
  expect(refresh).toHaveBeenCalled();
});

test('a new pack is named from its option value, and the server’s field error shows under its field', async () => {
  fetchMock.mockImplementation(() =>
    answer(400, { message: 'Another pack already has this SKU', errors: { sku: 'Another pack already has this SKU' } }),
  );
  grid([pack(1, '100 g', 199, 5)]);
  const add = row('New pack');
  fireEvent.change(add.getByLabelText('Pack size', { exact: false }), { target: { value: '250 g' } });
  expect(add.getByLabelText('Label', { exact: false })).toHaveValue('250 g');
  fireEvent.change(add.getByLabelText('SKU', { exact: false }), { target: { value: 'DJ-1' } });
  fireEvent.change(add.getByLabelText('Price (₹)', { exact: false }), { target: { value: '399' } });
  fireEvent.change(add.getByLabelText('MRP (₹)', { exact: false }), { target: { value: '450' } });
  fireEvent.click(add.getByRole('button', { name: 'Add pack' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/admin/products/7/variants');
  expect(sent()).toMatchObject({
    label: '250 g',
    sku: 'DJ-1',
    price: 399,
    mrp: 450,
    options: { 'Pack size': '250 g' },
  });
  expect(await add.findAllByText('Another pack already has this SKU')).not.toHaveLength(0);
  expect(add.getByLabelText('SKU', { exact: false })).toHaveAttribute('aria-invalid', 'true');
});

test('the last pack cannot be deleted; packs move up and down by position', async () => {
  fetchMock.mockImplementation(() => answer(200, { data: {} }));
  const { unmount } = grid([pack(1, '100 g', 199, 5)]);
  expect(row('Pack 100 g').getByRole('button', { name: 'Delete' })).toBeDisabled();
  unmount();
  grid([pack(1, '100 g', 199, 5), pack(2, '500 g', 799, 0)]);
  expect(screen.getByRole('button', { name: 'Move 100 g up' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Move 500 g up' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/admin/products/7/variants/2');
  expect(sent()).toEqual({ position: 0 });
});

test('low stock names the pack that runs low', () => {
  render(
    <LowStockList
      items={[
        { id: 3, title: 'Darjeeling First Flush', variantId: 9, label: '500 g', stock: 0 },
        { id: 4, title: 'Tulsi Honey', variantId: 10, label: 'Standard', stock: 2 },
      ]}
    />,
  );
  expect(screen.getByRole('link', { name: 'Darjeeling First Flush — 500 g' })).toHaveAttribute(
    'href',
    '/admin/products/3',
  );
  expect(screen.getByRole('link', { name: 'Tulsi Honey' })).toBeVisible();
});
