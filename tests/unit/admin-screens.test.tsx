/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { StaffLoginForm } from '@/components/admin/StaffLoginForm';
import { ProductForm } from '@/components/admin/products/ProductForm';
import { PriceStockPanel } from '@/components/admin/products/PriceStockPanel';

const push = jest.fn();
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh }), usePathname: () => '/admin' }));
jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));
// The Tiptap editor is a browser-only dynamic import; a plain textarea stands in for it here.
jest.mock('@/components/admin/editor/RichTextField', () => ({
  RichTextField: ({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) => (
    <label>
      {label}
      <textarea value={value} onChange={(e) => onChange(e.target.value)} />
    </label>
  ),
}));

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
  push.mockReset();
  refresh.mockReset();
  (globalThis as { fetch: unknown }).fetch = fetchMock;
});

const categories = [{ value: 'green-tea', label: 'Green tea' }];

describe('product form', () => {
  function fill(label: string | RegExp, value: string) {
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  }

  test('a price above the MRP is refused with the schema’s message, and nothing is sent', async () => {
    render(<ProductForm categories={categories} sellers={null} />);
    fill(/^Title/, 'Nilgiri Frost');
    fill('Price (₹)', '500');
    fill('MRP (₹)', '450');
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Price cannot be more than the MRP')).toBeVisible();
    expect(screen.getByLabelText('Price (₹)', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a valid product is created in rupees and opens its edit page', async () => {
    fetchMock.mockImplementation(() => answer(201, { data: { id: 42 } }));
    render(<ProductForm categories={categories} sellers={[{ value: 'tattva', label: 'Tattva' }]} />);
    fill(/^Title/, 'Nilgiri Frost');
    fill('Price (₹)', '349.50');
    fill('MRP (₹)', '399');
    fill('Tags', 'green, Nilgiri ');
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/products/42'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/admin/products');
    expect(sent()).toMatchObject({
      title: 'Nilgiri Frost',
      price: 349.5,
      mrp: 399,
      categorySlug: 'green-tea',
      sellerSlug: 'tattva',
      tags: ['green', 'Nilgiri'],
      stock: 0,
    });
  });

  test('the API’s field errors show under their fields', async () => {
    fetchMock.mockImplementation(() =>
      answer(400, { message: 'This slug is already used', errors: { slug: 'This slug is already used' } }),
    );
    render(<ProductForm categories={categories} sellers={null} />);
    fill(/^Title/, 'Nilgiri Frost');
    fill('Slug', 'assam-gold');
    fill('Price (₹)', '100');
    fill('MRP (₹)', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    const slug = screen.getByLabelText('Slug', { exact: false });
    await waitFor(() => expect(slug).toHaveAttribute('aria-invalid', 'true'));
    expect(slug).toHaveAccessibleDescription(expect.stringContaining('This slug is already used'));
    expect(push).not.toHaveBeenCalled();
  });
});

describe('price and stock panel', () => {
  test('a new stock count needs a reason before anything is sent', async () => {
    render(<PriceStockPanel productId={7} price={90} mrp={100} stock={3} />);
    fireEvent.change(screen.getByLabelText('Stock count', { exact: false }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save price and stock' }));
    expect(await screen.findByText('Please give a reason')).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('sends the new price to the product and the count with its reason to the stock endpoint', async () => {
    fetchMock.mockImplementation(() => answer(200, { data: {} }));
    render(<PriceStockPanel productId={7} price={90} mrp={100} stock={3} />);
    fireEvent.change(screen.getByLabelText('Price (₹)', { exact: false }), { target: { value: '85' } });
    fireEvent.change(screen.getByLabelText('Stock count', { exact: false }), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Reason for the stock change', { exact: false }), {
      target: { value: 'Delivery' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save price and stock' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/admin/products/7');
    expect(sent(0)).toEqual({ price: 85, mrp: 100 });
    expect(fetchMock.mock.calls[1][0]).toBe('/api/v1/admin/products/7/stock');
    expect(sent(1)).toEqual({ set: 12, reason: 'Delivery' });
  });
});

test('staff sign in with e-mail and password alone; the account’s role decides the rest', async () => {
  fetchMock.mockImplementation(() => answer(401, { message: 'Invalid credentials. Please try again.' }));
  render(<StaffLoginForm redirectTo="/admin" />);
  expect(screen.queryByLabelText('Seller member')).toBeNull();
  expect(screen.queryByLabelText('Shop admin')).toBeNull();
  fireEvent.change(screen.getByLabelText('Email', { exact: false }), { target: { value: 'meera@example.com' } });
  fireEvent.change(screen.getByLabelText('Password', { exact: false }), { target: { value: 'Seller@2468' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials. Please try again.');
  expect(sent()).toMatchObject({ email: 'meera@example.com', password: 'Seller@2468', role: 'STAFF' });
});
