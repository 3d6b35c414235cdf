/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ProfileScreen } from '@/components/account/ProfileScreen';
import { renderWithProviders } from './render-with-providers';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const address = {
  id: 7,
  name: 'Anjali Rao',
  phoneNumber: '9123456780',
  phoneNumber2: null,
  streetAddress: '12 MG Road',
  addressLine1: null,
  addressLine2: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'India',
};
let profile = {
  name: 'Anjali Rao',
  email: 'anjali@example.com',
  phone: '9123456780',
  status: 'ACTIVE',
  profileImageUrl: null,
  addresses: [address],
};
const calls: { method: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, body });
    if (method === 'PUT') profile = { ...profile, ...(body as object) };
    // jsdom has no Response: the parts apiFetch reads.
    return {
      ok: true,
      status: 200,
      statusText: 'OK',
      json: async () => ({ status: 200, message: 'OK', data: profile }),
    } as unknown as Response;
  }) as typeof fetch;
});

test('with exactly one address the shopper can still add a second', async () => {
  renderWithProviders(<ProfileScreen />);
  expect(await screen.findByRole('button', { name: 'Edit Address' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Add Another Address' }));
  // An empty form: a new address, not the existing one opened for editing.
  expect(screen.getByLabelText(/street/i)).toHaveValue('');
});

test('the shopper changes name and phone from the profile', async () => {
  renderWithProviders(<ProfileScreen />);
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Details' }));
  fireEvent.change(screen.getByLabelText(/full name/i), { target: { value: 'Anjali R. Menon' } });
  fireEvent.change(screen.getByLabelText(/phone number/i), { target: { value: '9876543210' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Details' }));
  await waitFor(() =>
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Anjali R. Menon', phone: '9876543210' }),
  );
  expect(await screen.findByText('Anjali R. Menon', { selector: 'dd' })).toBeInTheDocument();
});

test('on a Hindi page the profile speaks Hindi, the schema messages included', async () => {
  renderWithProviders(<ProfileScreen />, 'hi');
  expect(await screen.findByRole('button', { name: 'पता बदलें' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'सेव किए गए पते' })).toBeInTheDocument();
  expect(screen.getByRole('article', { name: 'Anjali Rao का पता' })).toHaveTextContent('भारत');
  fireEvent.click(screen.getByRole('button', { name: 'जानकारी बदलें' }));
  fireEvent.change(screen.getByLabelText(/पूरा नाम/), { target: { value: ' ' } });
  fireEvent.click(screen.getByRole('button', { name: 'जानकारी सेव करें' }));
  expect(await screen.findByText('नाम ज़रूरी है')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'PUT')).toBe(false);
});
